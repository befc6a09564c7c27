import Type from 'typebox';
import { Envelope } from '../kit/envelope';

/** A menu entry as menu management edits it; the parent id '-1' (or empty) means top level. */
export const MenuBody = Type.Object({
  parentId: Type.Optional(Type.String({ maxLength: 50 })),
  type: Type.Integer({ minimum: 1, maximum: 8 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  icon: Type.Optional(Type.String({ maxLength: 100 })),
  urlAddress: Type.Optional(Type.String({ maxLength: 500 })),
  linkTarget: Type.Optional(Type.Union([Type.Literal('_self'), Type.Literal('_blank')])),
  /** JSON text; types 3, 4, 5 and 8 need `moduleId` and `isTree`. */
  propertyJson: Type.Optional(Type.String({ maxLength: 4000 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type MenuBody = Type.Static<typeof MenuBody>;

export const SystemIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 50 }) });
export type SystemIdParams = Type.Static<typeof SystemIdParams>;

export const MenuListQuery = Type.Object({
  n: Type.Optional(Type.String()),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
});
export type MenuListQuery = Type.Static<typeof MenuListQuery>;

/** A node of the management tree: every entry, enabled or not. */
export const SystemMenuNode = Type.Cyclic(
  {
    SystemMenuNode: Type.Object({
      id: Type.String(),
      parentId: Type.String(),
      type: Type.Integer(),
      enCode: Type.String(),
      fullName: Type.String(),
      icon: Type.String(),
      urlAddress: Type.String(),
      linkTarget: Type.String(),
      propertyJson: Type.String(),
      sortCode: Type.Integer(),
      enabled: Type.Boolean(),
      hasChildren: Type.Boolean(),
      children: Type.Array(Type.Ref('SystemMenuNode')),
    }),
  },
  'SystemMenuNode',
);
export type SystemMenuNode = Type.Static<typeof SystemMenuNode>;
export const SystemMenuTreeResponse = Envelope(Type.Array(SystemMenuNode));
export const SystemMenuResponse = Envelope(SystemMenuNode);
export const SystemCreatedResponse = Envelope(Type.Object({ id: Type.String() }));

/** A button, list column or form field of a menu. */
export const ModuleElementBody = Type.Object({
  moduleId: Type.String({ minLength: 1, maxLength: 50 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type ModuleElementBody = Type.Static<typeof ModuleElementBody>;

export const ModuleQuery = Type.Object({
  n: Type.Optional(Type.String()),
  moduleId: Type.String({ minLength: 1, maxLength: 50 }),
});
export type ModuleQuery = Type.Static<typeof ModuleQuery>;

export const ModuleElement = Type.Object({
  id: Type.String(),
  moduleId: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
});
export type ModuleElement = Type.Static<typeof ModuleElement>;
export const ModuleElementListResponse = Envelope(Type.Object({ list: Type.Array(ModuleElement) }));

/** One condition of a data-permission scheme; `value` may be a variable such as `@userId`. */
export const SchemeCondition = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 50 }),
  op: Type.Union([
    Type.Literal('=='),
    Type.Literal('<>'),
    Type.Literal('in'),
    Type.Literal('like'),
  ]),
  value: Type.Union([
    Type.String({ maxLength: 500 }),
    Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 }),
  ]),
});
export const SchemeLogic = Type.Union([Type.Literal('and'), Type.Literal('or')]);
export const SchemeConditions = Type.Object({
  logic: SchemeLogic,
  groups: Type.Array(
    Type.Object({
      logic: SchemeLogic,
      conditions: Type.Array(SchemeCondition, { maxItems: 50 }),
    }),
    { maxItems: 20 },
  ),
});
export type SchemeConditions = Type.Static<typeof SchemeConditions>;

export const DataSchemeBody = Type.Object({
  moduleId: Type.String({ minLength: 1, maxLength: 50 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  conditions: SchemeConditions,
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type DataSchemeBody = Type.Static<typeof DataSchemeBody>;

export const DataScheme = Type.Object({
  id: Type.String(),
  moduleId: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  conditions: SchemeConditions,
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
});
export type DataScheme = Type.Static<typeof DataScheme>;
export const DataSchemeListResponse = Envelope(Type.Object({ list: Type.Array(DataScheme) }));
