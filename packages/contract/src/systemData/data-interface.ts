import Type from 'typebox';
import { IdParams } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { PageQuery, PagedList, Pagination } from '../kit/paging';
import { defineResource } from '../kit/resource';
import { TreeOf } from '../kit/tree';
import { codedBodyFields, codedBriefFields, codedRecordFields } from '../permission/coded';
import {
  DATA_INTERFACE_HTTP_METHODS,
  DATA_INTERFACE_KINDS,
  DATA_INTERFACE_LIMITS,
  DATA_INTERFACE_PARAM_TYPES,
} from '../paths-system-data';
import {
  DATA_INTERFACE_ENDPOINT_ROUTES,
  DATA_INTERFACE_RESOURCE_ROUTES,
} from '../routes-system-data';

/**
 * Data interfaces (docs/reference/data-interfaces.md): a named source of rows that forms and
 * pages read by id. A SQL interface runs one read-only SELECT against a data source with its
 * parameters bound; a static one answers its JSON; an HTTP one calls an address.
 */

const fieldName = Type.String({ minLength: 1, maxLength: 64 });

/** A declared parameter: what a caller may pass, and what it is when the caller passes nothing. */
export const DataInterfaceParam = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 64 }),
  type: literalUnion(DATA_INTERFACE_PARAM_TYPES),
  required: Type.Boolean(),
  /** Used when the caller passes nothing; '' means none. */
  defaultValue: Type.String({ maxLength: 500 }),
  description: Type.Optional(Type.String({ maxLength: 200 })),
});
export type DataInterfaceParam = Type.Static<typeof DataInterfaceParam>;

/** A header or query entry of an HTTP call; `{name}` in the value is a parameter. */
export const DataInterfacePair = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100 }),
  value: Type.String({ maxLength: 2000 }),
});
export type DataInterfacePair = Type.Static<typeof DataInterfacePair>;

/** One renamed field of the answer's rows; with any, the rows keep only these fields. */
export const DataInterfaceFieldMap = Type.Object({ source: fieldName, target: fieldName });
export type DataInterfaceFieldMap = Type.Static<typeof DataInterfaceFieldMap>;

/**
 * How rows become options `{id, fullName, children}`: the fields holding the id and the name,
 * and either the field holding nested children or the field holding the parent's id.
 */
export const DataInterfaceOptionMap = Type.Object({
  idField: Type.String({ maxLength: 64 }),
  nameField: Type.String({ maxLength: 64 }),
  childrenField: Type.Optional(Type.String({ maxLength: 64 })),
  parentField: Type.Optional(Type.String({ maxLength: 64 })),
});
export type DataInterfaceOptionMap = Type.Static<typeof DataInterfaceOptionMap>;

const definitionFields = {
  category: Type.Optional(Type.String({ maxLength: 50 })),
  kind: literalUnion(DATA_INTERFACE_KINDS),
  /** SQL: the data source, '0' for the platform's own database. */
  dataSourceId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** SQL: one SELECT; `:name` binds a declared parameter. */
  sqlText: Type.Optional(Type.String({ maxLength: DATA_INTERFACE_LIMITS.maxSqlLength })),
  /** Static: a JSON array (or an object holding one). */
  staticData: Type.Optional(Type.String({ maxLength: DATA_INTERFACE_LIMITS.maxStaticLength })),
  httpMethod: Type.Optional(literalUnion(DATA_INTERFACE_HTTP_METHODS)),
  /** HTTP: an http(s) address; `{name}` is a parameter, URL-encoded. */
  httpUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  httpHeaders: Type.Optional(Type.Array(DataInterfacePair, { maxItems: 30 })),
  httpQuery: Type.Optional(Type.Array(DataInterfacePair, { maxItems: 30 })),
  /** HTTP POST: a JSON body; `{name}` is a parameter, JSON-encoded. */
  httpBody: Type.Optional(Type.String({ maxLength: 20_000 })),
  /** Where the rows are in a JSON answer (static and HTTP), e.g. `data.list`; '' for the root. */
  resultPath: Type.Optional(Type.String({ maxLength: 200 })),
  parameters: Type.Optional(
    Type.Array(DataInterfaceParam, { maxItems: DATA_INTERFACE_LIMITS.maxParameters }),
  ),
  fieldMapping: Type.Optional(Type.Array(DataInterfaceFieldMap, { maxItems: 100 })),
  /** The interface pages: callers pass currentPage and pageSize and get `{list, pagination}`. */
  paged: Type.Optional(Type.Boolean()),
  optionMapping: Type.Optional(DataInterfaceOptionMap),
};

/** POST and PUT .../DataInterface. */
export const DataInterfaceBody = Type.Object({ ...codedBodyFields, ...definitionFields });
export type DataInterfaceBody = Type.Static<typeof DataInterfaceBody>;

/** An interface as its edit form reads it. */
export const DataInterfaceRecord = Type.Object({
  id: Type.String(),
  ...codedRecordFields,
  category: Type.String(),
  kind: literalUnion(DATA_INTERFACE_KINDS),
  dataSourceId: Type.String(),
  sqlText: Type.String(),
  staticData: Type.String(),
  httpMethod: literalUnion(DATA_INTERFACE_HTTP_METHODS),
  httpUrl: Type.String(),
  httpHeaders: Type.Array(DataInterfacePair),
  httpQuery: Type.Array(DataInterfacePair),
  httpBody: Type.String(),
  resultPath: Type.String(),
  parameters: Type.Array(DataInterfaceParam),
  fieldMapping: Type.Array(DataInterfaceFieldMap),
  paged: Type.Boolean(),
  optionMapping: DataInterfaceOptionMap,
});
export type DataInterfaceRecord = Type.Static<typeof DataInterfaceRecord>;

/** A list row: the definition's summary, not its text. */
export const DataInterfaceRow = Type.Object({
  id: Type.String(),
  ...codedRecordFields,
  category: Type.String(),
  kind: literalUnion(DATA_INTERFACE_KINDS),
  dataSourceId: Type.String(),
  paged: Type.Boolean(),
});
export type DataInterfaceRow = Type.Static<typeof DataInterfaceRow>;

/** GET /api/system/DataInterface: keyword over code, name and category; `kind` filters. */
export const DataInterfaceListQuery = KeywordPageQuery({
  kind: Type.Optional(literalUnion(DATA_INTERFACE_KINDS)),
});
export type DataInterfaceListQuery = Type.Static<typeof DataInterfaceListQuery>;
export const DataInterfacePage = PagedList(DataInterfaceRow);
export type DataInterfacePage = Type.Static<typeof DataInterfacePage>;

/** A picker entry (the form designer choosing where a select's options come from). */
export const DataInterfaceBrief = Type.Object({
  ...codedBriefFields,
  category: Type.String(),
  kind: literalUnion(DATA_INTERFACE_KINDS),
  paged: Type.Boolean(),
  parameters: Type.Array(DataInterfaceParam),
});
export type DataInterfaceBrief = Type.Static<typeof DataInterfaceBrief>;
export const DataInterfaceBriefList = Type.Object({ list: Type.Array(DataInterfaceBrief) });
export type DataInterfaceBriefList = Type.Static<typeof DataInterfaceBriefList>;

/** Parameter values by name, as text (the server converts them to the declared types). */
export const DataInterfaceArgs = Type.Record(Type.String(), Type.String({ maxLength: 2000 }), {
  maxProperties: DATA_INTERFACE_LIMITS.maxParameters + 3,
});
export type DataInterfaceArgs = Type.Static<typeof DataInterfaceArgs>;

export const DataInterfaceColumn = Type.Object({ name: Type.String(), type: Type.String() });

/**
 * What a call answers: the rows (mapped), their columns, whether the row cap cut them, how long
 * the call took and, for a paging interface, the page.
 */
export const DataInterfaceResult = Type.Object({
  list: Type.Array(Type.Record(Type.String(), Type.Unknown())),
  pagination: Type.Optional(Pagination),
  columns: Type.Array(DataInterfaceColumn),
  truncated: Type.Boolean(),
  durationMs: Type.Integer(),
  /** False when the data source cannot stop a statement at the time limit (the embedded one). */
  cancelsAtTimeout: Type.Boolean(),
});
export type DataInterfaceResult = Type.Static<typeof DataInterfaceResult>;

/** POST .../Actions/Test: a draft and the values to try it with. */
export const DataInterfaceTestBody = Type.Object({
  definition: DataInterfaceBody,
  args: Type.Optional(DataInterfaceArgs),
  ...PageQuery,
});
export type DataInterfaceTestBody = Type.Static<typeof DataInterfaceTestBody>;

/** POST .../{id}/Actions/Options: the parameters of the call. */
export const DataInterfaceOptionsBody = Type.Object({
  args: Type.Optional(DataInterfaceArgs),
  ...PageQuery,
});
export type DataInterfaceOptionsBody = Type.Static<typeof DataInterfaceOptionsBody>;

export const DataInterfaceOption = Type.Object({ id: Type.String(), fullName: Type.String() });
export const DataInterfaceOptionTree = TreeOf('DataInterfaceOptionNode', DataInterfaceOption);
export type DataInterfaceOptionNode = Type.Static<typeof DataInterfaceOption> & {
  children: DataInterfaceOptionNode[];
};
export const DataInterfaceOptionList = Type.Object({
  list: Type.Array(DataInterfaceOptionTree),
  pagination: Type.Optional(Pagination),
});
export type DataInterfaceOptionList = {
  list: DataInterfaceOptionNode[];
  pagination?: Pagination;
};

/** The JSON file of one interface: what export answers and import takes. */
export const DataInterfaceTransfer = DataInterfaceBody;
export type DataInterfaceTransfer = DataInterfaceBody;
export const DataInterfaceImportResult = Type.Object({
  id: Type.String(),
  created: Type.Boolean(),
});
export type DataInterfaceImportResult = Type.Static<typeof DataInterfaceImportResult>;

/** One call of an interface, as its log shows it. */
export const DataInterfaceLogRow = Type.Object({
  id: Type.String(),
  calledTime: Type.Integer(),
  userId: Type.String(),
  userName: Type.String(),
  /** preview, options */
  via: Type.String(),
  durationMs: Type.Integer(),
  rows: Type.Integer(),
  success: Type.Boolean(),
  message: Type.String(),
});
export type DataInterfaceLogRow = Type.Static<typeof DataInterfaceLogRow>;
export const DataInterfaceLogQuery = Type.Object({ ...TimestampQuery.properties, ...PageQuery });
export type DataInterfaceLogQuery = Type.Static<typeof DataInterfaceLogQuery>;
export const DataInterfaceLogPage = PagedList(DataInterfaceLogRow);
export type DataInterfaceLogPage = Type.Static<typeof DataInterfaceLogPage>;

/** The data interfaces page: list, create, read, edit, delete and the state toggle. */
export const DATA_INTERFACE_RESOURCE = defineResource({
  routes: DATA_INTERFACE_RESOURCE_ROUTES,
  schemas: {
    listQuery: DataInterfaceListQuery,
    page: DataInterfacePage,
    record: DataInterfaceRecord,
    body: DataInterfaceBody,
  },
  summaries: {
    list: 'Data interfaces by sort code, paged; keyword over code, name and category',
    create: 'Create a data interface (a SQL one must be a single read-only SELECT)',
    read: 'One data interface',
    update: 'Edit a data interface',
    remove: 'Delete a data interface and its call log',
    state: 'Enable or disable a data interface (flip without a body)',
  },
});

const byId = { params: IdParams, query: TimestampQuery };

/** Beside the page: picker, preview, draft test, options, transfer and the call log. */
export const DATA_INTERFACE_ENDPOINTS = {
  selector: endpointAt(
    DATA_INTERFACE_ENDPOINT_ROUTES.selector,
    'Enabled data interfaces for pickers (a session is enough)',
    { query: TimestampQuery, data: DataInterfaceBriefList },
  ),
  response: endpointAt(
    DATA_INTERFACE_ENDPOINT_ROUTES.response,
    "Preview a saved interface; the query string carries its parameters (page's preview button)",
    { params: IdParams, query: DataInterfaceArgs, data: DataInterfaceResult },
  ),
  test: endpointAt(
    DATA_INTERFACE_ENDPOINT_ROUTES.test,
    'Try a draft interface before saving it (preview button plus add or edit)',
    { query: TimestampQuery, body: DataInterfaceTestBody, data: DataInterfaceResult },
  ),
  options: endpointAt(
    DATA_INTERFACE_ENDPOINT_ROUTES.options,
    'Options {id, fullName, children} of an enabled interface (any signed-in user)',
    { ...byId, body: DataInterfaceOptionsBody, data: DataInterfaceOptionList },
  ),
  export: endpointAt(DATA_INTERFACE_ENDPOINT_ROUTES.export, 'An interface as a JSON file', {
    ...byId,
    data: DataInterfaceTransfer,
  }),
  import: endpointAt(
    DATA_INTERFACE_ENDPOINT_ROUTES.import,
    'Import an interface file: the interface with its code is replaced, else one is created',
    { query: TimestampQuery, body: DataInterfaceTransfer, data: DataInterfaceImportResult },
  ),
  log: endpointAt(DATA_INTERFACE_ENDPOINT_ROUTES.log, "An interface's calls, newest first", {
    params: IdParams,
    query: DataInterfaceLogQuery,
    data: DataInterfaceLogPage,
  }),
};
