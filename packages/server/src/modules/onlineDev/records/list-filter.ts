import type { ColumnDesign, OnlineDevListBody } from '@mepm/contract';
import { ROW_ID } from '@mepm/form-engine';
import { and, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../../kernel/data/keyword';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { FieldColumn, PageLayout } from './page-layout';

const NUMERIC = new Set(['decimal', 'int', 'bigint']);

/** The search form's values: a JSON object, or 400. */
function searchValues(json: string | undefined): Record<string, unknown> {
  if (json === undefined || json.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw badRequest('onlineDevBadSearch');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('onlineDevBadSearch');
  }
  return parsed as Record<string, unknown>;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** A search value as its column compares it: a number for numeric columns, else a text; or 400. */
function typed(field: FieldColumn, value: unknown): number | string {
  if (NUMERIC.has(field.type)) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number === 'number' && Number.isFinite(number)) return number;
  } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value);
  }
  throw badRequest('onlineDevBadSearch');
}

/** The column as it is compared: numbers as numbers, everything else as its text. */
const compared = (field: FieldColumn): SQL =>
  NUMERIC.has(field.type)
    ? sql`${sql.identifier(field.column)}`
    : sql`${sql.identifier(field.column)}::text`;

function matchOf(field: FieldColumn, match: string, value: unknown): SQL | undefined {
  if (match === 'like') {
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw badRequest('onlineDevBadSearch');
    }
    return sql`${sql.identifier(field.column)}::text ilike ${likePattern(String(value))}`;
  }
  if (match === 'between') {
    if (!Array.isArray(value) || value.length !== 2) throw badRequest('onlineDevBadSearch');
    const [from, to] = value as unknown[];
    return and(
      isBlank(from) ? undefined : sql`${compared(field)} >= ${typed(field, from)}`,
      isBlank(to) ? undefined : sql`${compared(field)} <= ${typed(field, to)}`,
    );
  }
  if (field.type === 'jsonb') {
    // A list field (several choices) matches when it holds the value.
    const list = Array.isArray(value) ? value : [value];
    return sql`${sql.identifier(field.column)} @> ${JSON.stringify(list)}::jsonb`;
  }
  return sql`${compared(field)} = ${typed(field, value)}`;
}

/**
 * The search's conditions: only the list design's search fields, each by its match; values
 * bound as parameters, columns from the released layout. Keys the design does not search are
 * ignored.
 */
export function searchConditions(
  layout: PageLayout,
  columnData: ColumnDesign,
  json: string | undefined,
): SQL | undefined {
  const values = searchValues(json);
  const parts = columnData.searchList.flatMap((item) => {
    const field = layout.byKey.get(item.prop);
    const value = Object.hasOwn(values, item.prop) ? values[item.prop] : undefined;
    if (field === undefined || isBlank(value)) return [];
    const condition = matchOf(field, item.match, value);
    return condition === undefined ? [] : [condition];
  });
  return and(...parts);
}

/** The order: `sidx` a sortable column of the list design (else 400), or the design's default. */
export function listOrder(
  layout: PageLayout,
  columnData: ColumnDesign,
  body: Pick<OnlineDevListBody, 'sidx' | 'sort'>,
): SQL {
  const direction = (body.sort ?? columnData.sort) === 'asc' ? sql`asc` : sql`desc`;
  const sidx = body.sidx?.trim() ?? '';
  let column = 'f_created_at';
  if (sidx !== '') {
    const sortable = columnData.columnList.some((item) => item.prop === sidx && item.sortable);
    const field = layout.byKey.get(sidx);
    if (!sortable || field === undefined) throw badRequest('onlineDevBadSort', { column: sidx });
    column = field.column;
  } else if (columnData.defaultSidx !== '') {
    column = layout.byKey.get(columnData.defaultSidx)?.column ?? column;
  }
  return sql`${sql.identifier(column)} ${direction} nulls last, ${sql.identifier(ROW_ID)} ${direction}`;
}
