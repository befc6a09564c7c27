import Type from 'typebox';
import { Envelope, TimestampQuery } from '../kit/envelope';

/** Who receives grants (DOMAIN.md "Grants and permissions"). */
export const AuthorityObjectType = Type.Union([
  Type.Literal('role'),
  Type.Literal('position'),
  Type.Literal('user'),
]);
export type AuthorityObjectType = Type.Static<typeof AuthorityObjectType>;

/** The most ids one kind of a PUT may carry: bounds the work and the statement sizes. */
export const MAX_AUTHORITY_IDS = 5000;

export const AuthorityDataParams = Type.Object({
  objectId: Type.String({ minLength: 1, maxLength: 50 }),
});
export type AuthorityDataParams = Type.Static<typeof AuthorityDataParams>;

/** GET /api/permission/Authority/Data/:objectId?objectType=role|position|user */
export const AuthorityDataQuery = Type.Object({
  ...TimestampQuery.properties,
  objectType: AuthorityObjectType,
});
export type AuthorityDataQuery = Type.Static<typeof AuthorityDataQuery>;

/** A button, list column, form field or data scheme that can be granted. */
export const AuthorityItem = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
});
export type AuthorityItem = Type.Static<typeof AuthorityItem>;

/**
 * One enabled menu entry of the assignable tree with its enabled buttons, columns, form fields
 * and data schemes (`resources`); children nested, sorted by sortCode then code.
 */
export const AuthorityMenuNode = Type.Cyclic(
  {
    AuthorityMenuNode: Type.Object({
      id: Type.String(),
      /** '-1' at the top level. */
      parentId: Type.String(),
      enCode: Type.String(),
      fullName: Type.String(),
      icon: Type.String(),
      type: Type.Integer(),
      buttons: Type.Array(AuthorityItem),
      columns: Type.Array(AuthorityItem),
      forms: Type.Array(AuthorityItem),
      resources: Type.Array(AuthorityItem),
      children: Type.Array(Type.Ref('AuthorityMenuNode')),
    }),
  },
  'AuthorityMenuNode',
);
export type AuthorityMenuNode = Type.Static<typeof AuthorityMenuNode>;

const ids = Type.Array(Type.String({ minLength: 1, maxLength: 50 }), {
  maxItems: MAX_AUTHORITY_IDS,
});

/** The ids granted to one object, per kind; `resourceIds` are data scheme ids. */
export const AuthorityGrantedIds = Type.Object({
  menuIds: ids,
  buttonIds: ids,
  columnIds: ids,
  formIds: ids,
  resourceIds: ids,
});
export type AuthorityGrantedIds = Type.Static<typeof AuthorityGrantedIds>;

/**
 * The assignable tree and what the object holds now: send the ids back, edited, with PUT.
 * `locked` lists the items the caller may not grant or withdraw, because it does not hold them
 * itself (empty for administrators): they must go back exactly as they came. `readOnlyReason`,
 * when present, says in the caller's language why it may not change this object's grants at all
 * (its own grants, a role it holds, the administrators' role, an administrator).
 */
export const AuthorityData = Type.Object({
  list: Type.Array(AuthorityMenuNode),
  ...AuthorityGrantedIds.properties,
  locked: AuthorityGrantedIds,
  readOnlyReason: Type.Optional(Type.String()),
});
export type AuthorityData = Type.Static<typeof AuthorityData>;
export const AuthorityDataResponse = Envelope(AuthorityData);

/**
 * PUT /api/permission/Authority/Data/:objectId: replaces every grant of the object. Each element
 * (button, column, form field, data scheme) needs its menu among `menuIds`.
 */
export const AuthorityDataBody = Type.Object({
  objectType: AuthorityObjectType,
  ...AuthorityGrantedIds.properties,
});
export type AuthorityDataBody = Type.Static<typeof AuthorityDataBody>;
