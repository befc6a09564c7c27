import type { ImportReport, OnlineDevExportDataBody } from '@mepm/contract';

/** The longest reason ExportData takes. */
const REASON_MAX = 4000;
const clip = (text: string) =>
  text.length > REASON_MAX ? `${text.slice(0, REASON_MAX - 1)}…` : text;

/**
 * A report's refused rows as ExportData takes them: each row's cells under the workbook's
 * headers, and its reasons in one text (a column's name before its message).
 */
export function refusedRowsBody(report: ImportReport): OnlineDevExportDataBody {
  const reasons = new Map<number, string[]>();
  for (const { row, column, message } of report.errors) {
    const list = reasons.get(row) ?? [];
    list.push(column === '' ? message : `${column}: ${message}`);
    reasons.set(row, list);
  }
  return {
    headers: report.headers,
    rows: report.refusedRows.map(({ row, cells }) => ({
      cells,
      reason: clip((reasons.get(row) ?? []).join('; ')),
    })),
  };
}
