import Type from 'typebox';
import { EntityId } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { literalUnion } from '../kit/literal-union';
import { DATA_SYNC_MODES, DATA_SYNC_TABLE_PATTERN } from '../paths-system-data';
import { DATA_SYNC_ROUTES } from '../routes-system-data';

/**
 * Data sync (docs/reference/data-sync.md): one table copied from a source into a target table,
 * created when missing, in batches; the target changes only when every row has arrived.
 */

const TableName = Type.String({ pattern: DATA_SYNC_TABLE_PATTERN, maxLength: 63 });

export const DataSyncMode = literalUnion(DATA_SYNC_MODES);
export type DataSyncMode = Type.Static<typeof DataSyncMode>;

export const DataSyncRequest = Type.Object({
  fromSourceId: EntityId,
  fromTable: TableName,
  toSourceId: EntityId,
  toTable: TableName,
  /** Into an existing table only; a table that is not there is created and filled. */
  mode: DataSyncMode,
});
export type DataSyncRequest = Type.Static<typeof DataSyncRequest>;

/** A table a copy may read, its rows as the database estimates them (null: unknown). */
export const DataSyncTable = Type.Object({
  name: Type.String(),
  rows: Type.Union([Type.Integer(), Type.Null()]),
});
export type DataSyncTable = Type.Static<typeof DataSyncTable>;
export const DataSyncTableList = Type.Object({ list: Type.Array(DataSyncTable) });
export type DataSyncTableList = Type.Static<typeof DataSyncTableList>;

export const DataSyncRun = Type.Object({
  id: Type.String(),
  fromSourceId: Type.String(),
  fromTable: Type.String(),
  toSourceId: Type.String(),
  toTable: Type.String(),
  mode: DataSyncMode,
  state: literalUnion(['running', 'succeeded', 'failed']),
  /** Rows copied so far (into the staging table while running). */
  rowsDone: Type.Integer(),
  /** The source's rows when the copy started. */
  rowsTotal: Type.Union([Type.Integer(), Type.Null()]),
  /** The copy made the target table. */
  createdTable: Type.Boolean(),
  /** Why it failed, in the reader's language. */
  error: Type.Union([Type.String(), Type.Null()]),
  startedBy: Type.String(),
  startedTime: Type.Integer(),
  finishedTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type DataSyncRun = Type.Static<typeof DataSyncRun>;
export const DataSyncRunList = Type.Object({ list: Type.Array(DataSyncRun) });
export type DataSyncRunList = Type.Static<typeof DataSyncRunList>;

export const DATA_SYNC_ENDPOINTS = {
  execute: endpointAt(DATA_SYNC_ROUTES.execute, 'Start copying a table; answers its run at once', {
    query: TimestampQuery,
    body: DataSyncRequest,
    data: DataSyncRun,
  }),
  tables: endpointAt(DATA_SYNC_ROUTES.tables, 'The tables of a source that a copy may read', {
    params: Type.Object({ sourceId: EntityId }),
    query: TimestampQuery,
    data: DataSyncTableList,
  }),
  runs: endpointAt(DATA_SYNC_ROUTES.runs, 'The latest copies, newest first', {
    query: TimestampQuery,
    data: DataSyncRunList,
  }),
  run: endpointAt(DATA_SYNC_ROUTES.run, 'One copy, with its progress', {
    params: Type.Object({ id: EntityId }),
    query: TimestampQuery,
    data: DataSyncRun,
  }),
};
