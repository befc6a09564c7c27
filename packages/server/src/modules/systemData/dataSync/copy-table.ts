import {
  MAX_INSERT_PARAMETERS,
  type ReadPosition,
  type RowBatch,
  type TableAccess,
  type TableShape,
  type TransactionStep,
} from '../../../kernel/data-sources/tables/table-access';
import type { DataSyncMode } from '@mepm/contract';

/** Which side of a copy failed: the run tells the person whether to look at the source or target. */
export class CopySideFailure extends Error {
  constructor(
    readonly side: 'source' | 'target',
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'CopySideFailure';
  }
}

export interface CopyPlan {
  from: TableAccess;
  fromShape: TableShape;
  to: TableAccess;
  toTable: string;
  /** The target as it is; undefined when the copy creates it. */
  toShape: TableShape | undefined;
  mode: DataSyncMode;
  /** The columns copied, named alike on both sides. */
  columns: readonly string[];
  /** Where the rows gather until they are published. */
  staging: string;
  batchRows: number;
  signal: AbortSignal;
  /** Told the rows copied so far after every batch. */
  onProgress(rowsDone: number): Promise<void>;
  /** Runs inside the transaction that publishes the rows (the platform's records of the table). */
  onPublish?: TransactionStep;
}

const onSide = async <T>(side: 'source' | 'target', work: Promise<T>): Promise<T> => {
  try {
    return await work;
  } catch (error) {
    throw new CopySideFailure(side, error);
  }
};

/**
 * Copies every row into a staging table on the target, batch by batch (the next batch is read
 * while one is written, so at most two are held), then publishes them in one transaction: into
 * the existing table (emptied first when overwriting), or by renaming the staging table when the
 * target did not exist. Until then the target is untouched; a failure drops the staging table.
 */
export async function copyTable(plan: CopyPlan): Promise<number> {
  const { from, to, fromShape, columns, staging } = plan;
  const rowsPerInsert = Math.max(1, Math.floor(MAX_INSERT_PARAMETERS / columns.length));
  let done = 0;
  try {
    const stagingShape = await onSide('target', prepareStaging(plan));
    const read = (after: ReadPosition | undefined) =>
      onSide('source', from.readBatch(fromShape, columns, after, plan.batchRows));
    let pending: Promise<RowBatch> | undefined = read(undefined);
    while (pending !== undefined) {
      const batch: RowBatch = await pending;
      pending = batch.next === undefined ? undefined : read(batch.next);
      // A read still going when a write fails must not surface as an unhandled rejection.
      pending?.catch(() => undefined);
      plan.signal.throwIfAborted();
      for (let start = 0; start < batch.rows.length; start += rowsPerInsert) {
        const chunk = batch.rows.slice(start, start + rowsPerInsert);
        await onSide('target', to.insert(stagingShape, columns, chunk));
      }
      done += batch.rows.length;
      await plan.onProgress(done);
    }
    plan.signal.throwIfAborted();
    await onSide(
      'target',
      plan.toShape === undefined
        ? to.rename(staging, plan.toTable, plan.onPublish)
        : to.publish(staging, plan.toTable, columns, plan.mode, plan.onPublish),
    );
    return done;
  } catch (error) {
    await to.drop(staging).catch(() => undefined);
    throw error;
  }
}

/** The staging table: the source's columns for a new table, else the target's types. */
async function prepareStaging(plan: CopyPlan): Promise<TableShape> {
  const { to, fromShape, toShape, staging, columns } = plan;
  if (toShape === undefined) {
    await to.create(staging, fromShape.columns, fromShape.primaryKey);
    return { ...fromShape, name: staging };
  }
  await to.createLike(staging, toShape.name, columns);
  return { ...toShape, name: staging, primaryKey: [] };
}
