import type { DesignTableChange } from '@mepm/contract';
import type { DesignTableProblem } from '@mepm/form-engine';
import { badRequest, type ApiError } from '../../../plugins/envelope/api-error';

/** Why a design's tables cannot be made, as the person who designed it reads it. */
export function tableProblem(problem: DesignTableProblem): ApiError {
  switch (problem.kind) {
    case 'systemColumn':
      return badRequest('designKeySystemColumn', problem);
    case 'sameColumn':
      return badRequest('designKeysSameColumn', { ...problem, keys: problem.keys.join(', ') });
    case 'badTableName':
      return badRequest('designBadTableName', problem);
    case 'sameTable':
      return badRequest('designSameTable', problem);
  }
}

/** `table.column` of each change, a type change with its types (`numeric(38,2) → jsonb`). */
export function changesText(changes: readonly DesignTableChange[]): string {
  return changes
    .map(({ table, column, from, to }) => {
      const name = column === undefined ? table : `${table}.${column}`;
      return from === undefined || to === undefined ? name : `${name} (${from} → ${to})`;
    })
    .join(', ');
}

/** A release that would lose data, refused until the caller confirms it. */
export const destructiveRefusal = (changes: readonly DesignTableChange[]) =>
  badRequest('designTablesDestructive', { changes: changesText(changes) });
