import { randomBytes } from 'node:crypto';
import { DATA_SYNC_LIMITS, type DataSyncRequest } from '@mepm/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { isPlatformPrivate } from '../../../kernel/data-sources/private-tables';
import type { SourceConnections } from '../../../kernel/data-sources/source-connection';
import type { TableAccess, TableShape } from '../../../kernel/data-sources/tables/table-access';
import { badRequest } from '../../../plugins/envelope/api-error';
import { copyTable, CopySideFailure, type CopyPlan } from './copy-table';
import { isDesignableName, isDesignedTable, registerCreatedTable } from './own-database-tables';
import type { StoredMessage } from './schema';
import {
  claimRun,
  finishRun,
  HEARTBEAT_EVERY_MS,
  recordProgress,
  sweepDeadRuns,
} from './sync-runs';

export interface SyncDeps {
  db: Db;
  dataSources: SourceConnections;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Progress is written at most this often: the page polls, and the database has other work. */
const PROGRESS_EVERY_MS = 500;

/** The copies this server runs, to stop them when it closes. */
export class SyncRunner {
  private readonly running = new Map<string, { stop: AbortController; done: Promise<void> }>();

  constructor(private readonly deps: SyncDeps) {}

  /** Marks copies of dead servers failed and drops their staging tables. */
  async sweep(): Promise<void> {
    const dead = await sweepDeadRuns(this.deps.db, this.deps.now());
    for (const run of dead) {
      try {
        const access = await (await this.deps.dataSources.get(run.toSourceId)).openTables();
        await access.drop(run.staging).finally(() => access.close());
      } catch (error) {
        this.deps.log.warn(
          { err: error, staging: run.staging },
          'a dead copy left its staging table',
        );
      }
    }
  }

  /** Checks a copy, records it as running and starts it; answers the run's row at once. */
  async start(userId: string, request: DataSyncRequest) {
    await this.sweep();
    const { dataSources } = this.deps;
    const fromSource = await dataSources.get(request.fromSourceId);
    const toSource = await dataSources.get(request.toSourceId);
    if (request.fromSourceId === request.toSourceId && request.fromTable === request.toTable) {
      throw badRequest('dataSyncSameTable');
    }
    if (fromSource.platformDatabase && isPlatformPrivate('', request.fromTable)) {
      throw badRequest('dataSyncPrivateTable', { table: request.fromTable });
    }
    const from = await openSide('source', () => fromSource.openTables());
    const to = await openSide('target', () => toSource.openTables()).catch(async (error) => {
      await from.close().catch(() => undefined);
      throw error;
    });
    try {
      const plan = await this.check(request, from, to, toSource.platformDatabase);
      const rowsTotal = await from.count(request.fromTable);
      const staging = `${request.toTable.toLowerCase().slice(0, 40)}__sync_${randomBytes(3).toString('hex')}`;
      const run = await claimRun(this.deps.db, request, {
        userId,
        rowsTotal,
        staging,
        createsTable: plan.toShape === undefined,
        now: this.deps.now(),
      });
      const stop = new AbortController();
      // A table a copy creates on the platform's database is the data model's to design.
      const onPublish =
        plan.toShape === undefined && toSource.platformDatabase
          ? registerCreatedTable(request.toTable, userId)
          : undefined;
      const copy = { ...plan, from, to, staging, toTable: request.toTable, mode: request.mode };
      const done = this.run(run.id, { ...copy, onPublish }, stop.signal)
        .finally(() => Promise.all([from.close(), to.close()]).catch(() => undefined))
        .finally(() => this.running.delete(run.id));
      this.running.set(run.id, { stop, done });
      return run;
    } catch (error) {
      await Promise.all([from.close(), to.close()]).catch(() => undefined);
      throw error;
    }
  }

  /** Stops every copy of this server and waits for each to record how it ended. */
  async stopAll(): Promise<void> {
    const runs = [...this.running.values()];
    for (const run of runs) run.stop.abort();
    await Promise.allSettled(runs.map((run) => run.done));
  }

  /** What a copy may read and write, before anything is recorded or written. */
  private async check(
    request: DataSyncRequest,
    from: TableAccess,
    to: TableAccess,
    toPlatform: boolean,
  ): Promise<{ fromShape: TableShape; toShape: TableShape | undefined; columns: string[] }> {
    const fromShape = await from.describe(request.fromTable);
    if (fromShape === undefined) {
      throw badRequest('dataSyncTableMissing', { table: request.fromTable });
    }
    if (fromShape.kind === 'view')
      throw badRequest('dataSyncViewRefused', { table: request.fromTable });
    const columns = fromShape.columns.map((column) => column.name);
    const toShape = await to.describe(request.toTable);
    if (toShape === undefined) {
      if (toPlatform && !isDesignableName(request.toTable)) throw badRequest('dataSyncTargetName');
      return { fromShape, toShape, columns };
    }
    if (toShape.kind === 'view')
      throw badRequest('dataSyncViewRefused', { table: request.toTable });
    if (toPlatform && !(await isDesignedTable(this.deps.db, request.toTable))) {
      throw badRequest('dataSyncTargetReadOnly', { table: request.toTable });
    }
    const missing = columns.filter((name) => !toShape.columns.some((c) => c.name === name));
    if (missing.length > 0) {
      throw badRequest('dataSyncMissingColumns', { columns: missing.slice(0, 10).join(', ') });
    }
    return { fromShape, toShape, columns };
  }

  /** Copies, keeping the run's progress and heartbeat, and records how it ended. Never throws. */
  private async run(
    runId: string,
    plan: Omit<CopyPlan, 'batchRows' | 'signal' | 'onProgress'>,
    signal: AbortSignal,
  ): Promise<void> {
    const { db, now } = this.deps;
    let done = 0;
    let written = Date.now();
    const lost = new AbortController();
    const stopped = AbortSignal.any([signal, lost.signal]);
    const renew = async () => {
      if (!(await recordProgress(db, runId, done, now()))) lost.abort();
    };
    const heartbeat = setInterval(() => void renew().catch(() => undefined), HEARTBEAT_EVERY_MS);
    let error: StoredMessage | undefined;
    try {
      done = await copyTable({
        ...plan,
        batchRows: DATA_SYNC_LIMITS.batchRows,
        signal: stopped,
        onProgress: async (rows) => {
          done = rows;
          if (Date.now() - written < PROGRESS_EVERY_MS) return;
          written = Date.now();
          await renew();
        },
      });
    } catch (failure) {
      error = this.failureOf(runId, plan.toTable, failure, stopped.aborted);
    } finally {
      clearInterval(heartbeat);
    }
    try {
      await finishRun(db, runId, { rowsDone: done, error, now: now() });
    } catch (failure) {
      this.deps.log.error({ err: failure, runId }, 'recording the end of a copy failed');
    }
  }

  private failureOf(
    runId: string,
    table: string,
    failure: unknown,
    aborted: boolean,
  ): StoredMessage {
    if (aborted) return { key: 'dataSyncInterrupted', params: {} };
    if (failure instanceof CopySideFailure) {
      const code = (failure.cause as { code?: unknown } | undefined)?.code;
      if (code === '42P07' || code === 'ER_TABLE_EXISTS_ERROR') {
        return { key: 'dataSyncTargetAppeared', params: { table } };
      }
      const key = failure.side === 'source' ? 'dataSyncSourceFailed' : 'dataSyncTargetFailed';
      return { key, params: { reason: reasonOf(failure.cause) } };
    }
    this.deps.log.error({ err: failure, runId }, 'a data sync failed');
    return { key: 'dataSyncFailed', params: { reference: runId } };
  }
}

/** The driver's first line of an error, short: what a person can act on. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split('\n')[0] ?? '').slice(0, 300);
}

/** A source that cannot even be connected to is told as such, with the driver's reason. */
async function openSide(side: 'source' | 'target', open: () => Promise<TableAccess>) {
  try {
    return await open();
  } catch (error) {
    const key = side === 'source' ? 'dataSyncSourceFailed' : 'dataSyncTargetFailed';
    throw badRequest(key, { reason: reasonOf(error) });
  }
}
