import Type from 'typebox';
import { Envelope, TimestampQuery } from '../kit/envelope';
import { AUTHORIZE_ENDPOINT_ROUTES } from '../routes-permission';
import { Nothing } from '../kit/common';
import { endpointAt } from '../kit/endpoint';
import { literalUnion } from '../kit/literal-union';
import { TreeOf } from '../kit/tree';
import { MenuNames } from '../kit/menu-names';
import { AUTHORIZE_OBJECT_TYPES } from '../codes';

/** Who receives grants (docs/reference/permission.md, Grants). */
export const AuthorizeObjectType = literalUnion(AUTHORIZE_OBJECT_TYPES);
export type AuthorizeObjectType = Type.Static<typeof AuthorizeObjectType>;

/** The most ids one kind of a PUT may carry: bounds the work and the statement sizes. */
export const MAX_AUTHORIZE_IDS = 5000;

export const AuthorizeDataParams = Type.Object({
  objectId: Type.String({ minLength: 1, maxLength: 50 }),
});
export type AuthorizeDataParams = Type.Static<typeof AuthorizeDataParams>;

/** GET /api/permission/Authorize/Data/:objectId?objectType=role|position|user */
export const AuthorizeDataQuery = Type.Object({
  ...TimestampQuery.properties,
  objectType: AuthorizeObjectType,
});
export type AuthorizeDataQuery = Type.Static<typeof AuthorizeDataQuery>;

/** A button, list column, form field or data scheme that can be granted. */
export const AuthorizeItem = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
});
export type AuthorizeItem = Type.Static<typeof AuthorizeItem>;

/**
 * One enabled menu entry of the assignable tree with its enabled buttons, columns, form fields
 * and data schemes (`resources`); children nested, sorted by sortCode then code.
 */
export const AuthorizeMenuNode = TreeOf(
  'AuthorizeMenuNode',
  Type.Object({
    id: Type.String(),
    /** '-1' at the top level. */
    parentId: Type.String(),
    enCode: Type.String(),
    fullName: Type.String(),
    names: MenuNames,
    icon: Type.String(),
    type: Type.Integer(),
    buttons: Type.Array(AuthorizeItem),
    columns: Type.Array(AuthorizeItem),
    forms: Type.Array(AuthorizeItem),
    resources: Type.Array(AuthorizeItem),
  }),
);
export type AuthorizeMenuNode = Type.Static<typeof AuthorizeMenuNode>;

const ids = Type.Array(Type.String({ minLength: 1, maxLength: 50 }), {
  maxItems: MAX_AUTHORIZE_IDS,
});

/** The ids granted to one object, per kind; `resourceIds` are data scheme ids. */
export const AuthorizeGrantedIds = Type.Object({
  menuIds: ids,
  buttonIds: ids,
  columnIds: ids,
  formIds: ids,
  resourceIds: ids,
});
export type AuthorizeGrantedIds = Type.Static<typeof AuthorizeGrantedIds>;

/**
 * The assignable tree and what the object holds now: send the ids back, edited, with PUT.
 * `locked` lists the items the caller may not grant or withdraw, because it does not hold them
 * itself (empty for administrators): they must go back exactly as they came. `readOnlyReason`,
 * when present, says in the caller's language why it may not change this object's grants at all
 * (its own grants, a role it holds, the administrators' role, an administrator).
 */
export const AuthorizeData = Type.Object({
  list: Type.Array(AuthorizeMenuNode),
  ...AuthorizeGrantedIds.properties,
  locked: AuthorizeGrantedIds,
  readOnlyReason: Type.Optional(Type.String()),
});
export type AuthorizeData = Type.Static<typeof AuthorizeData>;
export const AuthorizeDataResponse = Envelope(AuthorizeData);

/**
 * PUT /api/permission/Authorize/Data/:objectId: replaces every grant of the object. Each element
 * (button, column, form field, data scheme) needs its menu among `menuIds`.
 */
export const AuthorizeDataBody = Type.Object({
  objectType: AuthorizeObjectType,
  ...AuthorizeGrantedIds.properties,
});
export type AuthorizeDataBody = Type.Static<typeof AuthorizeDataBody>;

/** The authorisation page: what one role, position or user holds, and replacing it. */
export const AUTHORIZE_ENDPOINTS = {
  read: endpointAt(
    AUTHORIZE_ENDPOINT_ROUTES.read,
    'The assignable menu tree, the ids granted to one role, position or user, and what the caller may not change',
    { params: AuthorizeDataParams, query: AuthorizeDataQuery, data: AuthorizeData },
  ),
  replace: endpointAt(
    AUTHORIZE_ENDPOINT_ROUTES.replace,
    'Replaces every grant of one role, position or user',
    {
      params: AuthorizeDataParams,
      query: TimestampQuery,
      body: AuthorizeDataBody,
      data: Nothing,
    },
  ),
};
