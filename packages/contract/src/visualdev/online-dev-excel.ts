import Type from 'typebox';
import { EntityId } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { PageQuery } from '../kit/paging';
import { IMPORT_MAX_ROWS } from '../paths-visualdev';
import { ONLINE_DEV_ROUTES } from '../routes-visualdev';
import { OnlineDevListBody, OnlineDevParams } from './online-dev';

/**
 * A generated page's Excel export and import (docs/reference/online-development.md, "Excel export
 * and import"). Export, Template, ExportData and a finished task's download answer the .xlsx
 * bytes (`XLSX_MIME`), not an envelope; the import endpoints take the workbook as multipart form
 * data, which no JSON schema describes, and answer an import report.
 */

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The most columns one export or report carries, and the longest text of a field key. */
export const EXCEL_MAX_COLUMNS = 200;
const FieldKeyText = Type.String({ minLength: 1, maxLength: 100 });
/** An IANA time zone (`Asia/Shanghai`): dates are written and read as clocks there show them. */
const TimeZone = Type.Optional(Type.String({ minLength: 1, maxLength: 64 }));

/**
 * POST .../Actions/Export. The list's search and sort (`json`, `sidx`, `sort`, as the list takes
 * them); `dataType` 0 exports the page `currentPage`/`pageSize`, 1 every matching record (or the
 * chosen `ids` among them). `selectKey` names the columns, each a granted visible column of the
 * list design, in the order the file shows them.
 */
export const OnlineDevExportBody = Type.Object({
  menuId: OnlineDevListBody.properties.menuId,
  json: OnlineDevListBody.properties.json,
  sidx: OnlineDevListBody.properties.sidx,
  sort: OnlineDevListBody.properties.sort,
  ...PageQuery,
  dataType: Type.Union([Type.Literal(0), Type.Literal(1)]),
  selectKey: Type.Array(FieldKeyText, {
    minItems: 1,
    maxItems: EXCEL_MAX_COLUMNS,
    uniqueItems: true,
  }),
  ids: Type.Optional(Type.Array(EntityId, { minItems: 1, maxItems: 1000, uniqueItems: true })),
  timeZone: TimeZone,
});
export type OnlineDevExportBody = Type.Static<typeof OnlineDevExportBody>;

/** A background export: queued, running, done (its file may be downloaded) or failed. */
export const EXPORT_TASK_STATES = ['queued', 'running', 'done', 'failed'] as const;
export const ExportTaskState = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type ExportTaskState = Type.Static<typeof ExportTaskState>;

/** The envelope Export answers when it runs in the background, and what the task reports. */
export const OnlineDevExportTask = Type.Object({
  taskId: Type.String(),
  state: ExportTaskState,
  /** Rows written so far, of `total`. */
  written: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
  /** The file's name once done. */
  fileName: Type.Optional(Type.String()),
  /** Why it failed, in the caller's language. */
  message: Type.Optional(Type.String()),
});
export type OnlineDevExportTask = Type.Static<typeof OnlineDevExportTask>;

export const OnlineDevExportTaskParams = Type.Object({ taskId: EntityId });
export type OnlineDevExportTaskParams = Type.Static<typeof OnlineDevExportTaskParams>;
/** `download=1` answers the finished file instead of the progress. */
export const OnlineDevExportTaskQuery = Type.Object({
  ...TimestampQuery.properties,
  download: Type.Optional(Type.Literal('1')),
});
export type OnlineDevExportTaskQuery = Type.Static<typeof OnlineDevExportTaskQuery>;

/**
 * The query of ImportPreview and Import (the workbook is the multipart body's one file).
 * `allOrNothing=1` writes nothing when any row is refused.
 */
export const OnlineDevImportQuery = Type.Object({
  ...TimestampQuery.properties,
  menuId: OnlineDevListBody.properties.menuId,
  allOrNothing: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
  timeZone: TimeZone,
});
export type OnlineDevImportQuery = Type.Static<typeof OnlineDevImportQuery>;

/** One refusal: the sheet's row number, the column's header (empty for the whole row), why. */
export const ImportError = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  column: Type.String({ maxLength: 200 }),
  message: Type.String({ maxLength: 1000 }),
});
export type ImportError = Type.Static<typeof ImportError>;

/** A cell of a refused row, as read: kept so that the row can be exported, fixed and sent again. */
export const ImportCell = Type.Union([
  Type.String({ maxLength: 32_767 }),
  Type.Number(),
  Type.Boolean(),
  Type.Null(),
]);
export type ImportCell = Type.Static<typeof ImportCell>;

export const RefusedRow = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  cells: Type.Array(ImportCell, { maxItems: EXCEL_MAX_COLUMNS }),
});
export type RefusedRow = Type.Static<typeof RefusedRow>;

/** The most errors a report lists; `errorsOmitted` counts the rest. */
export const IMPORT_REPORTED_ERRORS = 1000;

/**
 * What ImportPreview (nothing written) and Import answer. `written` is the rows stored: 0 on a
 * preview, and on an all-or-nothing import with any refused row.
 */
export const ImportReport = Type.Object({
  read: Type.Integer({ minimum: 0 }),
  valid: Type.Integer({ minimum: 0 }),
  refused: Type.Integer({ minimum: 0 }),
  written: Type.Integer({ minimum: 0 }),
  errors: Type.Array(ImportError, { maxItems: IMPORT_REPORTED_ERRORS }),
  errorsOmitted: Type.Integer({ minimum: 0 }),
  /** Headers that named no importable field: their columns were not read. */
  ignoredColumns: Type.Array(Type.String()),
  /** The workbook's headers, and the refused rows' cells under them (for ExportData). */
  headers: Type.Array(Type.String(), { maxItems: EXCEL_MAX_COLUMNS }),
  refusedRows: Type.Array(RefusedRow, { maxItems: IMPORT_MAX_ROWS }),
});
export type ImportReport = Type.Static<typeof ImportReport>;

/** POST .../Actions/ExportData: a report's refused rows as a workbook, a reason column added. */
export const OnlineDevExportDataBody = Type.Object({
  headers: Type.Array(Type.String({ maxLength: 200 }), {
    minItems: 1,
    maxItems: EXCEL_MAX_COLUMNS,
  }),
  rows: Type.Array(
    Type.Object({
      cells: Type.Array(ImportCell, { maxItems: EXCEL_MAX_COLUMNS }),
      reason: Type.String({ maxLength: 4000 }),
    }),
    { maxItems: IMPORT_MAX_ROWS },
  ),
});
export type OnlineDevExportDataBody = Type.Static<typeof OnlineDevExportDataBody>;

export const ONLINE_DEV_EXCEL_ENDPOINTS = {
  export: endpointAt(
    ONLINE_DEV_ROUTES.export,
    'Export records as .xlsx: the file itself, or past the background threshold a task to follow',
    {
      params: OnlineDevParams,
      query: TimestampQuery,
      body: OnlineDevExportBody,
      data: OnlineDevExportTask,
    },
  ),
  exportTask: endpointAt(
    ONLINE_DEV_ROUTES.exportTask,
    "A background export's progress (the caller's own); download=1 answers its finished file",
    {
      params: OnlineDevExportTaskParams,
      query: OnlineDevExportTaskQuery,
      data: OnlineDevExportTask,
    },
  ),
  importPreview: endpointAt(
    ONLINE_DEV_ROUTES.importPreview,
    'Check an uploaded .xlsx (multipart) row by row; nothing is written',
    { params: OnlineDevParams, query: OnlineDevImportQuery, data: ImportReport },
  ),
  import: endpointAt(
    ONLINE_DEV_ROUTES.import,
    "Write an uploaded .xlsx's valid rows in one transaction (none with allOrNothing=1 and a refusal)",
    { params: OnlineDevParams, query: OnlineDevImportQuery, data: ImportReport },
  ),
};
