import { DATA_INTERFACE_LIMITS } from '@mepm/contract';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { PageWindow, SourceRows } from './definition';

/** The value at a dotted path (`data.list`), '' for the value itself. */
function at(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.').filter((p) => p !== '')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function typeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * The rows of a JSON document (static data, an HTTP answer): the array at the result path, each
 * item an object (a bare value becomes `{value}`), at most the row cap; a paging interface gets
 * its page of them.
 */
export function jsonRows(document: unknown, resultPath: string, page?: PageWindow): SourceRows {
  const found = at(document, resultPath.trim());
  if (!Array.isArray(found)) throw badRequest('dataInterfaceNoRows', { path: resultPath || '/' });
  const all = found.map((item: unknown) =>
    typeof item === 'object' && item !== null && !Array.isArray(item)
      ? (item as Record<string, unknown>)
      : { value: item },
  );
  const { maxRows } = DATA_INTERFACE_LIMITS;
  const window =
    page === undefined
      ? all
      : all.slice((page.currentPage - 1) * page.pageSize, page.currentPage * page.pageSize);
  const rows = window.slice(0, maxRows);
  const names = new Map<string, string>();
  for (const row of rows.slice(0, 100)) {
    for (const [name, value] of Object.entries(row)) {
      if (!names.has(name) || names.get(name) === 'null') names.set(name, typeOf(value));
    }
  }
  return {
    columns: [...names].map(([name, type]) => ({ name, type })),
    rows,
    truncated: window.length > maxRows,
    ...(page === undefined ? {} : { total: { count: all.length, capped: false } }),
    cancelsAtTimeout: true,
  };
}
