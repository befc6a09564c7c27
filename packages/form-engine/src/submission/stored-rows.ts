import { SUB_ROW_ID, type FormValues } from '@mepm/contract';
import { isValues } from '../model/is-values';
import type { SubmissionContext } from './submission-types';

/** A row id as the server makes them (a UUID) or as a caller could fairly send one. */
const WELL_FORMED_ID = /^[A-Za-z0-9-]{1,64}$/;

/** The id a sent row names, when it names one in a well-formed way. */
const sentIdOf = (row: FormValues): string | undefined => {
  const id = row[SUB_ROW_ID];
  return typeof id === 'string' && WELL_FORMED_ID.test(id) ? id : undefined;
};

export interface RowMatch {
  /** The stored row this sent row is, when it is one. */
  stored: FormValues | undefined;
  /** The id the checked row carries (none: a new row checked where no ids are made). */
  id: string | undefined;
}

/**
 * Which stored row each sent row of one sub-table is. By its id: each stored row answers once,
 * so a copied or forged id makes a new row, never a second copy of a stored one. Rows stored
 * before rows had ids are matched by position. Where ids are made (`newRowId`, the server) a
 * new row gets a fresh one; elsewhere a sent id passes as it is, for the server to judge.
 */
export function storedRowMatcher(
  table: string,
  context: SubmissionContext,
): (row: FormValues, index: number) => RowMatch {
  const storedRows = context.mode === 'update' ? context.stored?.[table] : undefined;
  const rows: unknown[] = Array.isArray(storedRows) ? storedRows : [];
  const byId = new Map<string, FormValues | undefined>();
  for (const row of rows) {
    const id = isValues(row) ? sentIdOf(row) : undefined;
    // An id two stored rows hold names neither: no row may take another's cells.
    if (id !== undefined) byId.set(id, byId.has(id) ? undefined : (row as FormValues));
  }
  const byPosition = byId.size === 0;
  return (row, index) => {
    const sentId = sentIdOf(row);
    let stored: FormValues | undefined;
    if (byPosition) {
      const at = rows[index];
      stored = isValues(at) ? at : undefined;
    } else if (sentId !== undefined) {
      stored = byId.get(sentId);
      byId.delete(sentId);
    }
    if (context.newRowId === undefined) return { stored, id: sentId };
    // Matched by position, a row's sent id is the caller's choice: it gets one of ours.
    const kept = !byPosition && stored !== undefined && sentId !== undefined;
    return { stored, id: kept ? sentId : context.newRowId() };
  };
}
