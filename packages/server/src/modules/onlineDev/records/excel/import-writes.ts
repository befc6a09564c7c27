import type { FormValues } from '@mepm/contract';
import type { Tx } from '../../../../db/client';
import { ApiError } from '../../../../plugins/envelope/api-error';
import { uniqueViolationField } from '../../../../plugins/envelope/unique-violation';
import { insertRecord } from '../record-writes';
import type { RowProblem } from './import-rows';
import type { ImportRun } from './import-run';

export interface WriteOutcome {
  written: number;
  /** Rows the database refused: a duplicate key, or a record outside the caller's scope. */
  refused: { row: number; problem: RowProblem }[];
}

/** Thrown inside the transaction to undo every row of an all-or-nothing import. */
class UndoAll extends Error {}

/**
 * Why the database refused one row, or undefined for an error that is not the row's (which
 * aborts the import).
 */
function rowRefusal(run: ImportRun, error: unknown): RowProblem | undefined {
  const duplicate = uniqueViolationField(error, new Map());
  if (duplicate !== undefined) {
    return { column: '', message: run.t('excelDuplicateRow', { field: duplicate }) };
  }
  if (error instanceof ApiError && error.statusCode === 403) {
    return { column: '', message: run.t('excelRowOutOfScope') };
  }
  return undefined;
}

/**
 * The checked rows written in one transaction, each under its own savepoint: a row the database
 * refuses (a unique key another record or an earlier row of the file holds, a record the caller's
 * scope would not reach) is undone alone and reported, never half-written. With `allOrNothing`
 * such a refusal undoes every row.
 */
export async function writeRows(
  run: ImportRun,
  rows: readonly { row: number; values: FormValues }[],
): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { written: 0, refused: [] };
  const at = run.now();
  try {
    await run.db.transaction(async (tx: Tx) => {
      for (const { row, values } of rows) {
        try {
          await tx.transaction((savepoint) => insertRecord(savepoint, run, values, at));
          outcome.written += 1;
        } catch (error) {
          const problem = rowRefusal(run, error);
          if (problem === undefined) throw error;
          outcome.refused.push({ row, problem });
          if (run.allOrNothing) throw new UndoAll();
        }
      }
    });
  } catch (error) {
    if (!(error instanceof UndoAll)) throw error;
    outcome.written = 0;
  }
  return outcome;
}
