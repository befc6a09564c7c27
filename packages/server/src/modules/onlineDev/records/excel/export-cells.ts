import type { FieldKey, FormField } from '@mepm/contract';
import type { CellValue } from '../../../../kernel/excel/sheet-xml';
import { instantFormatter } from '../../../../kernel/excel/zoned-time';
import type { ExportColumn } from './export-columns';

/** Fields holding instants (ms), written as dates people read. */
const TIME_KINDS: readonly FieldKey[] = ['date', 'createTime', 'modifyTime'];

/** The §9 default formats: a date field's own `format` wins. */
const DATE_FORMAT = 'yyyy-MM-dd';
const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

function formatOf(field: FormField): string {
  const { format, type } = field as { format?: string; type?: string };
  if (format) return format;
  return type === 'date' ? DATE_FORMAT : DATE_TIME_FORMAT;
}

/** A displayed value that is not a plain scalar: lists joined, named things by their name. */
function flatText(value: unknown): string {
  if (Array.isArray(value)) return value.map(flatText).join(',');
  if (typeof value === 'object' && value !== null) {
    const named = value as { name?: unknown; fullName?: unknown };
    const name = named.fullName ?? named.name;
    return typeof name === 'string' ? name : JSON.stringify(value);
  }
  return value === null || value === undefined ? '' : String(value);
}

/** A plain scalar as it is; null for nothing; anything else as its text. */
function scalarCell(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') {
    return value;
  }
  return flatText(value);
}

/**
 * How a column's displayed values become its export cells: dates in the field's format in
 * `timeZone`, numbers as numbers, names and texts as text (neutralised by the writer when
 * formula-like). Decided once per column, then applied to every row.
 */
export function exportCellOf(
  column: ExportColumn,
  timeZone: string,
): (value: unknown) => CellValue {
  const { kind, field } = column.field;
  if (TIME_KINDS.includes(kind)) {
    const format = instantFormatter(formatOf(field), timeZone);
    return (value) => (typeof value === 'number' ? format(value) : scalarCell(value));
  }
  if (kind === 'dateRange') {
    const format = instantFormatter(formatOf(field), timeZone);
    return (value) =>
      Array.isArray(value)
        ? value.map((end) => (typeof end === 'number' ? format(end) : '')).join(' ~ ')
        : scalarCell(value);
  }
  return scalarCell;
}
