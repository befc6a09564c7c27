import Type from 'typebox';
import { CreatedId } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { PagedList } from '../kit/paging';
import { defineResource } from '../kit/resource';
import { FormDesignSchema } from '../form/form-design';
import { ColumnDesignSchema } from './column-design';
import { numberUnion } from './number-union';
import {
  DESIGN_STATES,
  DESIGN_TYPES,
  DESIGN_WEB_TYPES,
  type DesignState,
  type DesignType,
  type DesignWebType,
} from '../paths-visualdev';
import { WEB_DESIGN_ENDPOINT_ROUTES, WEB_DESIGN_RESOURCE_ROUTES } from '../routes-visualdev';

/**
 * Function designs (功能设计, docs/reference/visual-development.md): a form design with its
 * name, code, category, kind and state, from which the next issues generate lists and flows.
 */

export const DesignTypeSchema = numberUnion(DESIGN_TYPES);
export const DesignWebTypeSchema = numberUnion(DESIGN_WEB_TYPES);
export const DesignStateSchema = numberUnion(DESIGN_STATES);

/** Tables JSON: free objects, size-capped; the column JSON is the list design. */
const JsonObject = Type.Object({}, { additionalProperties: true });
const NullableColumnDesign = Type.Union([ColumnDesignSchema, Type.Null()]);
const NullableTables = Type.Union([Type.Array(JsonObject, { maxItems: 50 }), Type.Null()]);

/** What a list row shows: everything but the JSON parts. */
const rowFields = {
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  /** The code of an item of the 功能设计分类 dictionary (`visualDevCategory`). */
  category: Type.String(),
  type: DesignTypeSchema,
  webType: DesignWebTypeSchema,
  state: DesignStateSchema,
  dbLinkId: Type.Union([Type.String(), Type.Null()]),
  sortCode: Type.Integer(),
  description: Type.String(),
  creatorUser: Type.String(),
  createdTime: Type.Integer(),
  lastModifyUser: Type.String(),
  lastModifyTime: Type.Integer(),
  /** Raised by every edit; an edit sends the version it read (optimistic concurrency). */
  version: Type.Integer(),
};

export const WebDesignRow = Type.Object(rowFields);
export type WebDesignRow = Type.Static<typeof WebDesignRow>;

/** One design as the edit dialog and the designer read it. */
export const WebDesignRecord = Type.Object({
  ...rowFields,
  formData: FormDesignSchema,
  columnData: NullableColumnDesign,
  tables: NullableTables,
  /** The field keys of every release so far: an edit must keep each of them. */
  releasedKeys: Type.Array(Type.String()),
});
export type WebDesignRecord = Type.Static<typeof WebDesignRecord>;

/** GET /api/visualdev/Base: keyword over name and code, by category, type and sort code. */
export const WebDesignListQuery = KeywordPageQuery({
  category: Type.Optional(Type.String({ maxLength: 64 })),
  type: Type.Optional(DesignTypeSchema),
});
export type WebDesignListQuery = Type.Static<typeof WebDesignListQuery>;
export const WebDesignPage = PagedList(WebDesignRow);
export type WebDesignPage = Type.Static<typeof WebDesignPage>;

const bodyFields = {
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  category: Type.String({ minLength: 1, maxLength: 64 }),
  type: DesignTypeSchema,
  webType: DesignWebTypeSchema,
  /** Checked field by field by the form engine's checkFormDesign. */
  formData: FormDesignSchema,
  columnData: Type.Optional(NullableColumnDesign),
  tables: Type.Optional(NullableTables),
  /** A data source's id; absent or null for the platform's own database. */
  dbLinkId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
};

/** POST .../Base: a new design is a draft. */
export const WebDesignBody = Type.Object(bodyFields);
export type WebDesignBody = Type.Static<typeof WebDesignBody>;

/** PUT .../Base/:id: the whole design and the version it was read at. */
export const WebDesignUpdateBody = Type.Object({
  ...bodyFields,
  version: Type.Integer({ minimum: 0 }),
});
export type WebDesignUpdateBody = Type.Static<typeof WebDesignUpdateBody>;

/** A design's state as the state route answers it. */
export const WebDesignState = Type.Object({ state: DesignStateSchema });
export type WebDesignState = Type.Static<typeof WebDesignState>;

/**
 * PUT .../Base/:id/Actions/State: release (1) or back to draft (0). A release that would drop
 * or narrow a column of the design's tables is refused unless `confirmDestructive` is true and
 * `version` is the design's version as previewed (a design edited since is refused as stale).
 */
export const WebDesignStateBody = Type.Object({
  state: DesignStateSchema,
  confirmDestructive: Type.Optional(Type.Boolean()),
  version: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type WebDesignStateBody = Type.Static<typeof WebDesignStateBody>;

/** A change of a release that can lose data: a table or column dropped, a type narrowed or changed. */
export const DesignTableChange = Type.Object({
  table: Type.String(),
  column: Type.Optional(Type.String()),
  change: literalUnion(['dropTable', 'dropColumn', 'narrow', 'retype'] as const),
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
});
export type DesignTableChange = Type.Static<typeof DesignTableChange>;

/** POST .../Base/:id/Actions/TablePreview: the DDL a release would run, and what it can lose. */
export const DesignTablePreview = Type.Object({
  statements: Type.Array(Type.String()),
  destructive: Type.Array(DesignTableChange),
});
export type DesignTablePreview = Type.Static<typeof DesignTablePreview>;

/** GET .../Base/Selector: released designs of one type (all when absent). */
export const WebDesignSelectorQuery = Type.Object({
  ...TimestampQuery.properties,
  type: Type.Optional(DesignTypeSchema),
});
export type WebDesignSelectorQuery = Type.Static<typeof WebDesignSelectorQuery>;

export const WebDesignBrief = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  type: DesignTypeSchema,
  webType: DesignWebTypeSchema,
});
export type WebDesignBrief = Type.Static<typeof WebDesignBrief>;

/** One category (its dictionary code and shown name) with its released designs. */
export const WebDesignCategory = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  children: Type.Array(WebDesignBrief),
});
export type WebDesignCategory = Type.Static<typeof WebDesignCategory>;
export const WebDesignSelector = Type.Object({ list: Type.Array(WebDesignCategory) });
export type WebDesignSelector = Type.Static<typeof WebDesignSelector>;

/**
 * A valued field of a design: its key (`table.column` for a sub-table's column), label (the
 * sub-table's label and the column's, joined by `-`) and type.
 */
export const FormDataField = Type.Object({
  vModel: Type.String(),
  label: Type.String(),
  wyzxKey: Type.String(),
});
export type FormDataField = Type.Static<typeof FormDataField>;
export const FormDataFieldList = Type.Object({ list: Type.Array(FormDataField) });
export type FormDataFieldList = Type.Static<typeof FormDataFieldList>;

export const WEB_DESIGN_RESOURCE = defineResource({
  routes: WEB_DESIGN_RESOURCE_ROUTES,
  schemas: {
    listQuery: WebDesignListQuery,
    page: WebDesignPage,
    record: WebDesignRecord,
    body: WebDesignUpdateBody,
    createBody: WebDesignBody,
  },
  summaries: {
    list: 'Function designs, paged; keyword over name and code, category and type filters',
    create: 'Create a function design (a draft); its form JSON is checked field by field',
    read: 'One function design with its form, column and tables JSON',
    update:
      'Edit a design read at `version`; a stale version or dropping a released key is refused',
    remove: 'Delete a design no menu entry opens',
  },
});

const byId = WEB_DESIGN_RESOURCE.endpoints.read.schemas;

export const WEB_DESIGN_ENDPOINTS = {
  state: endpointAt(WEB_DESIGN_ENDPOINT_ROUTES.state, 'Release a design, or set it back to draft', {
    params: byId.params,
    query: TimestampQuery,
    body: WebDesignStateBody,
    data: WebDesignState,
  }),
  tablePreview: endpointAt(
    WEB_DESIGN_ENDPOINT_ROUTES.tablePreview,
    'The DDL releasing the design would run on its tables, and the changes that can lose data',
    { params: byId.params, query: TimestampQuery, data: DesignTablePreview },
  ),
  copy: endpointAt(WEB_DESIGN_ENDPOINT_ROUTES.copy, 'Copy a design as a new draft', {
    params: byId.params,
    query: TimestampQuery,
    data: CreatedId,
  }),
  selector: endpointAt(WEB_DESIGN_ENDPOINT_ROUTES.selector, 'Released designs by category', {
    query: WebDesignSelectorQuery,
    data: WebDesignSelector,
  }),
  formDataFields: endpointAt(
    WEB_DESIGN_ENDPOINT_ROUTES.formDataFields,
    "A design's valued fields, sub-table columns as table.column",
    { params: byId.params, query: TimestampQuery, data: FormDataFieldList },
  ),
};

export type { DesignState, DesignType, DesignWebType };
