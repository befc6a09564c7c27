import Type from 'typebox';
import type { TArray, TObject, TSchema } from 'typebox';
import { Envelope } from '../kit/envelope';
import { MENU_ENDPOINT_ROUTES, MENU_PART_ROUTES, MENU_RESOURCE_ROUTES } from '../routes-system';
import { ADMIN_BUTTON } from '../paths-permission';
import { CreatedId, Nothing } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt, type Endpoint } from '../kit/endpoint';
import type { Route } from '../kit/route';
import { defineResource } from '../kit/resource';
import { literalUnion } from '../kit/literal-union';
import { TreeOf } from '../kit/tree';
import { MENU_NAME_MAX_LENGTH, MenuNames } from '../kit/menu-names';
import { LINK_TARGETS, SCHEME_LOGICS, SCHEME_OPERATORS } from '../codes';

/** A menu entry as menu management edits it; the parent id '-1' (or empty) means top level. */
export const MenuBody = Type.Object({
  parentId: Type.Optional(Type.String({ maxLength: 50 })),
  type: Type.Integer({ minimum: 1, maximum: 8 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  /** The simplified Chinese name, required; the name rule applies to it and to each of `names`. */
  fullName: Type.String({ minLength: 1, maxLength: MENU_NAME_MAX_LENGTH }),
  /** Absent or empty: that language shows `fullName`. */
  names: Type.Optional(MenuNames),
  icon: Type.Optional(Type.String({ maxLength: 100 })),
  urlAddress: Type.Optional(Type.String({ maxLength: 500 })),
  linkTarget: Type.Optional(literalUnion(LINK_TARGETS)),
  /** JSON text; types 3, 4, 5 and 8 need `moduleId` and `isTree`. */
  propertyJson: Type.Optional(Type.String({ maxLength: 4000 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type MenuBody = Type.Static<typeof MenuBody>;

export const SystemIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 50 }) });
export type SystemIdParams = Type.Static<typeof SystemIdParams>;

export const MenuListQuery = Type.Object({
  ...TimestampQuery.properties,
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
});
export type MenuListQuery = Type.Static<typeof MenuListQuery>;

/** A node of the management tree: every entry, enabled or not. */
export const SystemMenuNode = TreeOf(
  'SystemMenuNode',
  Type.Object({
    id: Type.String(),
    parentId: Type.String(),
    type: Type.Integer(),
    enCode: Type.String(),
    fullName: Type.String(),
    names: MenuNames,
    icon: Type.String(),
    urlAddress: Type.String(),
    linkTarget: Type.String(),
    propertyJson: Type.String(),
    sortCode: Type.Integer(),
    enabled: Type.Boolean(),
    hasChildren: Type.Boolean(),
  }),
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
  ...TimestampQuery.properties,
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
  op: literalUnion(SCHEME_OPERATORS),
  value: Type.Union([
    Type.String({ maxLength: 500 }),
    Type.Array(Type.String({ maxLength: 100 }), { maxItems: 200 }),
  ]),
});
export const SchemeLogic = literalUnion(SCHEME_LOGICS);
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

/** Menu management: the whole tree (not paged), create, read, edit, delete, the state toggle. */
export const MENU_RESOURCE = defineResource({
  routes: MENU_RESOURCE_ROUTES,
  schemas: {
    listQuery: MenuListQuery,
    page: Type.Array(SystemMenuNode),
    record: SystemMenuNode,
    body: MenuBody,
  },
  summaries: {
    list: 'Every menu entry as a tree; a keyword keeps matches and their ancestors',
    create: 'Create a menu entry',
    read: 'One menu entry',
    update: 'Edit a menu entry',
    remove: 'Delete a menu entry without children, with its elements, schemes and grants',
    state: 'Enable or disable a menu entry (flip without a body)',
  },
  // Turning an entry on or off is editing it: the page has no state button of its own.
  buttons: { state: ADMIN_BUTTON.edit },
});

/** The parent picker of the menu form: directories and pages. */
export const MENU_ENDPOINTS = {
  selector: endpointAt(MENU_ENDPOINT_ROUTES.selector, 'Directories and pages, to choose a parent', {
    query: TimestampQuery,
    data: Type.Array(SystemMenuNode),
  }),
};

/** The routes of one kind of menu part: its list path also creates, its item path edits. */
export interface MenuPartEndpoints<
  Body extends TSchema,
  Item extends TSchema,
  L extends string = string,
  I extends string = string,
> {
  list: Endpoint<'GET', { query: typeof ModuleQuery; data: TObject<{ list: TArray<Item> }> }, L>;
  create: Endpoint<'POST', { query: typeof TimestampQuery; body: Body; data: typeof CreatedId }, L>;
  update: Endpoint<
    'PUT',
    {
      params: typeof SystemIdParams;
      query: typeof TimestampQuery;
      body: Body;
      data: typeof Nothing;
    },
    I
  >;
  remove: Endpoint<
    'DELETE',
    { params: typeof SystemIdParams; query: typeof TimestampQuery; data: typeof Nothing },
    I
  >;
}

interface MenuPartRoutes<L extends string, I extends string> {
  list: Route<'GET', L>;
  create: Route<'POST', L>;
  update: Route<'PUT', I>;
  remove: Route<'DELETE', I>;
}

function menuPartEndpoints<
  Body extends TSchema,
  Item extends TSchema,
  L extends string,
  I extends string,
>(
  what: string,
  routes: MenuPartRoutes<L, I>,
  body: Body,
  item: Item,
): MenuPartEndpoints<Body, Item, L, I> {
  const byId = { params: SystemIdParams, query: TimestampQuery };
  const one = what.replace(/s$/, '');
  return {
    list: endpointAt(routes.list, `The ${what} of one menu entry`, {
      query: ModuleQuery,
      data: Type.Object({ list: Type.Array(item) }),
    }),
    create: endpointAt(routes.create, `Add a ${one} to a menu entry`, {
      query: TimestampQuery,
      body,
      data: CreatedId,
    }),
    update: endpointAt(routes.update, `Edit a ${one}`, { ...byId, body, data: Nothing }),
    remove: endpointAt(routes.remove, `Delete a ${one} with its grants`, {
      ...byId,
      data: Nothing,
    }),
  };
}

/** A menu's buttons, list columns and form fields (one element table) and its data schemes. */
export const MENU_PART_ENDPOINTS = {
  button: menuPartEndpoints('buttons', MENU_PART_ROUTES.button, ModuleElementBody, ModuleElement),
  column: menuPartEndpoints('columns', MENU_PART_ROUTES.column, ModuleElementBody, ModuleElement),
  form: menuPartEndpoints('form fields', MENU_PART_ROUTES.form, ModuleElementBody, ModuleElement),
  scheme: menuPartEndpoints('data schemes', MENU_PART_ROUTES.scheme, DataSchemeBody, DataScheme),
};
