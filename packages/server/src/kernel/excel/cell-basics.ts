import type { FormField } from '@mepm/contract';
import type { MessageKey } from '../i18n/catalog';
import type { MessageParams } from '../i18n/translate';
import type { ReadCell, WallClock } from './sheet-rows';

/** A cell that cannot become its field's value, and why (a kernel message). */
export interface CellProblem {
  key: MessageKey;
  params: MessageParams;
}

export type CellResult = { value: unknown } | { problem: CellProblem };

export const isWallClock = (cell: ReadCell): cell is WallClock =>
  typeof cell === 'object' && cell !== null;

export const problem = (key: MessageKey, value: string, extra: MessageParams = {}): CellResult => ({
  problem: { key, params: { value, ...extra } },
});

/** A cell as the text a person sees, for messages and text fields. */
export function cellText(cell: ReadCell): string {
  if (cell === null) return '';
  if (isWallClock(cell))
    return new Date(cell.wallClock).toISOString().slice(0, 19).replace('T', ' ');
  return String(cell);
}

export const isMultiple = (field: FormField): boolean =>
  field.__config__.wyzxKey === 'checkbox' || (field as { multiple?: boolean }).multiple === true;

/**
 * The names of a multiple field's cell: the export joins them with `,`; a person may type the
 * full-width comma or a semicolon as well.
 */
export const splitNames = (text: string): string[] =>
  text
    .split(/[,，;；]/)
    .map((name) => name.trim())
    .filter(Boolean);
