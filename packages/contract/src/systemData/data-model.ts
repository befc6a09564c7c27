import Type from 'typebox';
import { EntityId, Nothing } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import {
  DATA_MODEL_COLUMN_TYPES,
  DATA_MODEL_MAX_COLUMNS,
  DATA_MODEL_NAME_PATTERN,
} from '../paths-system-data';
import { DATA_MODEL_ROUTES } from '../routes-system-data';

/**
 * The data model (docs/reference/data-model.md): a data source's tables and views with their
 * columns and keys, and tables designed on the page: created, changed and dropped through DDL
 * that the page previews first. The platform's own tables are read-only here.
 */

const identifier = Type.String({ pattern: DATA_MODEL_NAME_PATTERN, maxLength: 63 });
const comment = Type.Optional(Type.String({ maxLength: 500 }));

const SourceParams = Type.Object({ sourceId: EntityId });
/** A table as the database names it: reads accept any name, writes only designable ones. */
const TableParams = Type.Object({
  sourceId: EntityId,
  table: Type.String({ minLength: 1, maxLength: 128 }),
});

export const DataModelColumnType = literalUnion(DATA_MODEL_COLUMN_TYPES);
export type DataModelColumnType = Type.Static<typeof DataModelColumnType>;

/** One table or view of the list, its rows as the database estimates them (null: unknown). */
export const DataModelTable = Type.Object({
  name: Type.String(),
  kind: literalUnion(['table', 'view']),
  comment: Type.String(),
  rows: Type.Union([Type.Integer(), Type.Null()]),
  /** A table of the platform itself (or a view): shown, never changed here. */
  readOnly: Type.Boolean(),
});
export type DataModelTable = Type.Static<typeof DataModelTable>;
export const DataModelTableList = Type.Object({ list: Type.Array(DataModelTable) });
export type DataModelTableList = Type.Static<typeof DataModelTableList>;

/** A column as the database has it; `design` is null when its type is not one the page designs. */
export const DataModelColumn = Type.Object({
  name: Type.String(),
  /** The database's own spelling, e.g. `character varying(50)`. */
  type: Type.String(),
  design: Type.Union([DataModelColumnType, Type.Null()]),
  length: Type.Union([Type.Integer(), Type.Null()]),
  scale: Type.Union([Type.Integer(), Type.Null()]),
  nullable: Type.Boolean(),
  primaryKey: Type.Boolean(),
  defaultValue: Type.Union([Type.String(), Type.Null()]),
  comment: Type.String(),
});
export type DataModelColumn = Type.Static<typeof DataModelColumn>;

export const DataModelIndex = Type.Object({
  name: Type.String(),
  columns: Type.Array(Type.String()),
  unique: Type.Boolean(),
  primary: Type.Boolean(),
});
export type DataModelIndex = Type.Static<typeof DataModelIndex>;

export const DataModelTableInfo = Type.Object({
  ...DataModelTable.properties,
  columns: Type.Array(DataModelColumn),
  indexes: Type.Array(DataModelIndex),
  /** The structure as read: a change sends it back and is refused if the table changed since. */
  version: Type.String(),
});
export type DataModelTableInfo = Type.Static<typeof DataModelTableInfo>;

/**
 * A column of a designed table. `originalName` names the existing column it was (absent: a new
 * column); an existing column the design leaves out is dropped. `length` is a varchar's length
 * or a decimal's precision; `defaultValue` is a literal value, never an expression.
 */
export const DataModelColumnDesign = Type.Object({
  originalName: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  name: identifier,
  type: DataModelColumnType,
  length: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  scale: Type.Optional(Type.Integer({ minimum: 0, maximum: 30 })),
  nullable: Type.Boolean(),
  primaryKey: Type.Boolean(),
  defaultValue: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  comment,
});
export type DataModelColumnDesign = Type.Static<typeof DataModelColumnDesign>;

/**
 * POST (create) and PUT (change) of a table: the whole design, as the page shows it. A change
 * carries the `version` of the structure it was designed on.
 */
export const DataModelTableDesign = Type.Object({
  name: identifier,
  comment,
  columns: Type.Array(DataModelColumnDesign, { minItems: 1, maxItems: DATA_MODEL_MAX_COLUMNS }),
  version: Type.Optional(Type.String({ maxLength: 64 })),
});
export type DataModelTableDesign = Type.Static<typeof DataModelTableDesign>;

/** The preview: the statements a create (no `table`) or a change of `table` would run. */
export const DataModelPreviewBody = Type.Object({
  table: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  design: DataModelTableDesign,
});
export type DataModelPreviewBody = Type.Static<typeof DataModelPreviewBody>;
export const DataModelStatements = Type.Object({ statements: Type.Array(Type.String()) });
export type DataModelStatements = Type.Static<typeof DataModelStatements>;

const byTable = { params: TableParams, query: TimestampQuery };

/** The data model: reads need the page's grant, changes its buttons. */
export const DATA_MODEL_ENDPOINTS = {
  list: endpointAt(DATA_MODEL_ROUTES.list, "A data source's tables and views", {
    params: SourceParams,
    query: KeywordQuery(),
    data: DataModelTableList,
  }),
  read: endpointAt(DATA_MODEL_ROUTES.read, 'A table with its columns and keys', {
    ...byTable,
    data: DataModelTableInfo,
  }),
  create: endpointAt(DATA_MODEL_ROUTES.create, 'Create a table', {
    params: SourceParams,
    query: TimestampQuery,
    body: DataModelTableDesign,
    data: DataModelStatements,
  }),
  update: endpointAt(DATA_MODEL_ROUTES.update, 'Change a table to a new design', {
    ...byTable,
    body: DataModelTableDesign,
    data: DataModelStatements,
  }),
  remove: endpointAt(DATA_MODEL_ROUTES.remove, 'Drop a table', { ...byTable, data: Nothing }),
  preview: endpointAt(DATA_MODEL_ROUTES.preview, 'The statements a create or change would run', {
    params: SourceParams,
    query: TimestampQuery,
    body: DataModelPreviewBody,
    data: DataModelStatements,
  }),
};
