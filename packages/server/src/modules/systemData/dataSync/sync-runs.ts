import { DATA_SYNC_LIMITS, type DataSyncRequest, type DataSyncRun } from '@mepm/contract';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { recordNotFound } from '../../../kernel/data/not-found';
import type { Translate } from '../../../kernel/i18n/translate';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { MessageKey } from '../../../kernel/i18n/catalog';
import { dataSyncRuns, type StoredMessage } from './schema';

/** A running copy whose heartbeat is older than this has lost its server. */
export const HEARTBEAT_TIMEOUT_MS = 60_000;
/** How often a running copy renews its heartbeat, whatever its batches take. */
export const HEARTBEAT_EVERY_MS = 15_000;

type RunRow = typeof dataSyncRuns.$inferSelect;

/** A run left by a server that died: its staging table is to be dropped on its target. */
export interface DeadRun {
  toSourceId: string;
  staging: string;
}

/**
 * Marks the copies whose server stopped renewing them as failed, and answers their staging
 * tables, which the caller drops.
 */
export async function sweepDeadRuns(db: Db, now: Date): Promise<DeadRun[]> {
  const error: StoredMessage = { key: 'dataSyncInterrupted', params: {} };
  const rows = await db
    .update(dataSyncRuns)
    // The staging name stays on the row: RETURNING answers the row as updated.
    .set({ state: 'failed', error, finishedAt: now })
    .where(
      and(
        eq(dataSyncRuns.state, 'running'),
        lt(dataSyncRuns.heartbeatAt, new Date(now.getTime() - HEARTBEAT_TIMEOUT_MS)),
      ),
    )
    .returning({ toSourceId: dataSyncRuns.toSourceId, staging: dataSyncRuns.staging });
  return rows.flatMap((row) =>
    row.staging === null ? [] : [{ toSourceId: row.toSourceId, staging: row.staging }],
  );
}

/**
 * Records a copy as running, unless one into the same table runs or as many copies run as the
 * platform allows: both checked under one lock, so fifty requests at once start one copy.
 */
export async function claimRun(
  db: Db,
  request: DataSyncRequest,
  fields: { userId: string; rowsTotal: number; staging: string; createsTable: boolean; now: Date },
): Promise<RunRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('data_sync_runs', 0))`);
    const [busy] = await tx
      .select({ id: dataSyncRuns.id })
      .from(dataSyncRuns)
      .where(
        and(
          eq(dataSyncRuns.state, 'running'),
          eq(dataSyncRuns.toSourceId, request.toSourceId),
          eq(dataSyncRuns.toTable, request.toTable),
        ),
      );
    if (busy !== undefined) throw badRequest('dataSyncBusy', { table: request.toTable });
    const [running] = await tx
      .select({ n: count() })
      .from(dataSyncRuns)
      .where(eq(dataSyncRuns.state, 'running'));
    if ((running?.n ?? 0) >= DATA_SYNC_LIMITS.maxRunning) {
      throw badRequest('dataSyncTooMany', { count: DATA_SYNC_LIMITS.maxRunning });
    }
    const [row] = await tx
      .insert(dataSyncRuns)
      .values({
        ...request,
        state: 'running',
        rowsTotal: fields.rowsTotal,
        createdTable: fields.createsTable,
        staging: fields.staging,
        startedBy: fields.userId,
        startedAt: fields.now,
        heartbeatAt: fields.now,
      })
      .returning();
    if (row === undefined) throw new Error('the run was not recorded');
    return row;
  });
}

/** Renews a running copy's heartbeat and progress; false when the run is no longer running. */
export async function recordProgress(
  db: Db,
  id: string,
  rowsDone: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(dataSyncRuns)
    .set({ rowsDone, heartbeatAt: now })
    .where(and(eq(dataSyncRuns.id, id), eq(dataSyncRuns.state, 'running')))
    .returning({ id: dataSyncRuns.id });
  return rows.length > 0;
}

export async function finishRun(
  db: Db,
  id: string,
  outcome: { rowsDone: number; error?: StoredMessage; now: Date },
): Promise<void> {
  await db
    .update(dataSyncRuns)
    .set({
      state: outcome.error === undefined ? 'succeeded' : 'failed',
      rowsDone: outcome.rowsDone,
      error: outcome.error ?? null,
      finishedAt: outcome.now,
      staging: null,
    })
    .where(eq(dataSyncRuns.id, id));
}

const shownColumns = {
  run: dataSyncRuns,
  userName: users.realName,
  account: users.account,
};

function shown(
  row: { run: RunRow; userName: string | null; account: string | null },
  t: Translate,
): DataSyncRun {
  const { run } = row;
  return {
    id: run.id,
    fromSourceId: run.fromSourceId,
    fromTable: run.fromTable,
    toSourceId: run.toSourceId,
    toTable: run.toTable,
    mode: run.mode,
    state: run.state,
    rowsDone: run.rowsDone,
    rowsTotal: run.rowsTotal,
    createdTable: run.createdTable,
    error: run.error === null ? null : t(run.error.key as MessageKey, run.error.params),
    startedBy: row.userName === null ? '' : `${row.userName}/${row.account ?? ''}`,
    startedTime: run.startedAt.getTime(),
    finishedTime: run.finishedAt?.getTime() ?? null,
  };
}

export async function listRuns(db: Db, t: Translate): Promise<DataSyncRun[]> {
  const rows = await db
    .select(shownColumns)
    .from(dataSyncRuns)
    .leftJoin(users, eq(users.id, dataSyncRuns.startedBy))
    .orderBy(desc(dataSyncRuns.startedAt), desc(dataSyncRuns.id))
    .limit(DATA_SYNC_LIMITS.historySize);
  return rows.map((row) => shown(row, t));
}

export async function readRun(db: Db, id: string, t: Translate): Promise<DataSyncRun> {
  const [row] = await db
    .select(shownColumns)
    .from(dataSyncRuns)
    .leftJoin(users, eq(users.id, dataSyncRuns.startedBy))
    .where(eq(dataSyncRuns.id, id));
  if (row === undefined) throw recordNotFound();
  return shown(row, t);
}
