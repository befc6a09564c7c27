import Type from 'typebox';
import { CreatedId, EntityId } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { MENU_NAME_MAX_LENGTH, MenuNames } from '../kit/menu-names';
import { PageQuery, PagedList } from '../kit/paging';
import { FormDesignSchema } from '../form/form-design';
import { ONLINE_DEV_ROUTES, WEB_DESIGN_PUBLISH_ROUTE } from '../routes-visualdev';
import { ColumnDesignSchema } from './column-design';
import { DesignTypeSchema, DesignWebTypeSchema } from './web-design';

/**
 * Generated pages (docs/reference/online-development.md): a released design's records, listed,
 * created, read, edited, deleted and batch deleted under the grants of the menu entry (type 3)
 * that opens the page, named by `menuId`.
 */

export const OnlineDevParams = Type.Object({ id: EntityId });
export type OnlineDevParams = Type.Static<typeof OnlineDevParams>;
export const OnlineDevRecordParams = Type.Object({ id: EntityId, recordId: EntityId });
export type OnlineDevRecordParams = Type.Static<typeof OnlineDevRecordParams>;

/** The menu entry whose grants apply; administrators may leave it out (the designer's preview). */
const MenuId = Type.Optional(EntityId);
export const OnlineDevQuery = Type.Object({ ...TimestampQuery.properties, menuId: MenuId });
export type OnlineDevQuery = Type.Static<typeof OnlineDevQuery>;

/**
 * What the caller may do on the page: the list design's buttons it holds (their codes from
 * ONLINE_DEV_BUTTON), and the columns and form fields it may see, null meaning all of them.
 */
export const OnlineDevRights = Type.Object({
  buttons: Type.Array(Type.String()),
  columns: Type.Union([Type.Array(Type.String()), Type.Null()]),
  formFields: Type.Union([Type.Array(Type.String()), Type.Null()]),
});
export type OnlineDevRights = Type.Static<typeof OnlineDevRights>;

/** GET .../OnlineDev/:id/Config: a released design as its generated page draws it. */
export const OnlineDevConfig = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: DesignTypeSchema,
  webType: DesignWebTypeSchema,
  formData: FormDesignSchema,
  /** The list design; a design released without one shows every listable field. */
  columnData: ColumnDesignSchema,
  rights: OnlineDevRights,
});
export type OnlineDevConfig = Type.Static<typeof OnlineDevConfig>;

/**
 * POST .../OnlineDev/:id/List. `json` is the search form's values as JSON text, keyed by field
 * key: one value for `equal` and `like` matches, `[from, to]` for `between` (either may be null).
 * `sidx` must be a sortable column of the list design; empty means the design's default.
 */
export const OnlineDevListBody = Type.Object({
  ...PageQuery,
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  sidx: Type.Optional(Type.String({ maxLength: 100 })),
  menuId: MenuId,
  json: Type.Optional(Type.String({ maxLength: 20_000 })),
});
export type OnlineDevListBody = Type.Static<typeof OnlineDevListBody>;

/**
 * A record as people read it: option values as their names (joined by `,` when several), users
 * and organisations as their names; numbers as numbers and dates as millisecond timestamps, for
 * the page to format by the field's settings. A sub-table's rows are arrays of such objects.
 */
export const OnlineDevDisplay = Type.Record(Type.String(), Type.Unknown());
export type OnlineDevDisplay = Type.Static<typeof OnlineDevDisplay>;

export const OnlineDevRow = Type.Object({ id: Type.String(), data: OnlineDevDisplay });
export type OnlineDevRow = Type.Static<typeof OnlineDevRow>;
export const OnlineDevPage = PagedList(OnlineDevRow);
export type OnlineDevPage = Type.Static<typeof OnlineDevPage>;

/** The form's values keyed by field key; a sub-table's key holds its rows as an array. */
export const OnlineDevValues = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 600 });
export type OnlineDevValues = Type.Static<typeof OnlineDevValues>;

/** GET .../OnlineDev/:id/:recordId: the stored values, as the form edits them. */
export const OnlineDevRecord = Type.Object({
  id: Type.String(),
  /** Raised by every edit; an edit sends the version it read (the concurrency lock). */
  version: Type.Integer(),
  data: OnlineDevValues,
});
export type OnlineDevRecord = Type.Static<typeof OnlineDevRecord>;

export const OnlineDevCreateBody = Type.Object({ data: OnlineDevValues });
export type OnlineDevCreateBody = Type.Static<typeof OnlineDevCreateBody>;
export const OnlineDevUpdateBody = Type.Object({
  data: OnlineDevValues,
  version: Type.Integer({ minimum: 0 }),
});
export type OnlineDevUpdateBody = Type.Static<typeof OnlineDevUpdateBody>;

export const OnlineDevDetail = Type.Object({ id: Type.String(), data: OnlineDevDisplay });
export type OnlineDevDetail = Type.Static<typeof OnlineDevDetail>;

export const OnlineDevBatchDeleteBody = Type.Object({
  ids: Type.Array(EntityId, { minItems: 1, maxItems: 1000, uniqueItems: true }),
});
export type OnlineDevBatchDeleteBody = Type.Static<typeof OnlineDevBatchDeleteBody>;
export const OnlineDevDeleted = Type.Object({ deleted: Type.Integer() });
export type OnlineDevDeleted = Type.Static<typeof OnlineDevDeleted>;

/**
 * POST .../Base/:id/Actions/Publish: a released design as a menu entry of type 3 under a
 * directory, with the list design's buttons and columns and the form's fields as its elements.
 * Publishing again to the entry (`menuId`) renews its name and elements.
 */
export const WebDesignPublishBody = Type.Object({
  parentId: EntityId,
  /** The entry to renew; absent creates one. */
  menuId: Type.Optional(EntityId),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  fullName: Type.String({ minLength: 1, maxLength: MENU_NAME_MAX_LENGTH }),
  names: Type.Optional(MenuNames),
  icon: Type.Optional(Type.String({ maxLength: 100 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
});
export type WebDesignPublishBody = Type.Static<typeof WebDesignPublishBody>;
export const WebDesignPublished = Type.Object({ menuId: Type.String() });
export type WebDesignPublished = Type.Static<typeof WebDesignPublished>;

export const WEB_DESIGN_PUBLISH_ENDPOINT = endpointAt(
  WEB_DESIGN_PUBLISH_ROUTE,
  'Publish a released design as a menu entry of type 3 with its buttons, columns and fields',
  {
    params: OnlineDevParams,
    query: TimestampQuery,
    body: WebDesignPublishBody,
    data: WebDesignPublished,
  },
);

export const ONLINE_DEV_ENDPOINTS = {
  config: endpointAt(ONLINE_DEV_ROUTES.config, "A released design's generated page", {
    params: OnlineDevParams,
    query: OnlineDevQuery,
    data: OnlineDevConfig,
  }),
  list: endpointAt(
    ONLINE_DEV_ROUTES.list,
    "A generated page's records, paged, searched and sorted, inside the caller's data scope",
    {
      params: OnlineDevParams,
      query: TimestampQuery,
      body: OnlineDevListBody,
      data: OnlineDevPage,
    },
  ),
  create: endpointAt(ONLINE_DEV_ROUTES.create, 'Add a record, checked by the form engine', {
    params: OnlineDevParams,
    query: OnlineDevQuery,
    body: OnlineDevCreateBody,
    data: CreatedId,
  }),
  read: endpointAt(ONLINE_DEV_ROUTES.read, "A record's stored values with its sub-tables' rows", {
    params: OnlineDevRecordParams,
    query: OnlineDevQuery,
    data: OnlineDevRecord,
  }),
  update: endpointAt(ONLINE_DEV_ROUTES.update, 'Edit a record read at `version`', {
    params: OnlineDevRecordParams,
    query: OnlineDevQuery,
    body: OnlineDevUpdateBody,
    data: Type.Null(),
  }),
  remove: endpointAt(ONLINE_DEV_ROUTES.remove, 'Delete a record with its sub-tables’ rows', {
    params: OnlineDevRecordParams,
    query: OnlineDevQuery,
    data: Type.Null(),
  }),
  dataChange: endpointAt(ONLINE_DEV_ROUTES.dataChange, "A record's detail view", {
    params: OnlineDevRecordParams,
    query: OnlineDevQuery,
    data: OnlineDevDetail,
  }),
  batchDelete: endpointAt(ONLINE_DEV_ROUTES.batchDelete, 'Delete the chosen records at once', {
    params: OnlineDevParams,
    query: OnlineDevQuery,
    body: OnlineDevBatchDeleteBody,
    data: OnlineDevDeleted,
  }),
};
