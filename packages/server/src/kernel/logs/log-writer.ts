import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { errorLogs, loginLogs, operationLogs } from '../../db/schema';
import { BatchBuffer, type BatchOptions } from './batch-buffer';

export type NewSignInFailure = Omit<typeof loginLogs.$inferInsert, 'success'>;
export type NewOperationLog = typeof operationLogs.$inferInsert;
export type NewErrorLog = typeof errorLogs.$inferInsert;

export interface LogWriterOptions {
  /** Operation logs off: no row per write (the bench compares both). */
  operations: boolean;
  flushEveryMs?: number;
  flushAtRows?: number;
  maxQueued?: number;
}

/**
 * The system log's writer: sign-in failures, operations and errors are handed over in memory and
 * written in batches (one multi-row insert per table every second or every 200 rows), so a
 * request never waits for its log row. `close()` writes what is left (the application's onClose).
 * Successful sign-ins are not here: they are written with their session, in its transaction.
 */
export class LogWriter {
  readonly operationsOn: boolean;
  private readonly signIns: BatchBuffer<NewSignInFailure>;
  private readonly operations: BatchBuffer<NewOperationLog>;
  private readonly errors: BatchBuffer<NewErrorLog>;

  constructor(db: Db, log: FastifyBaseLogger, options: LogWriterOptions) {
    this.operationsOn = options.operations;
    const batch = (table: string): BatchOptions => ({
      flushEveryMs: options.flushEveryMs ?? 1000,
      flushAtRows: options.flushAtRows ?? 200,
      maxQueued: options.maxQueued ?? 10_000,
      onError: (error, rows) => log.error({ err: error, rows, table }, 'log rows not written'),
    });
    this.signIns = new BatchBuffer(async (rows) => {
      await db.insert(loginLogs).values(rows.map((row) => ({ ...row, success: false })));
    }, batch('login_logs'));
    this.operations = new BatchBuffer(async (rows) => {
      await db.insert(operationLogs).values(rows);
    }, batch('operation_logs'));
    this.errors = new BatchBuffer(async (rows) => {
      await db.insert(errorLogs).values(rows);
    }, batch('error_logs'));
  }

  signInFailed(row: NewSignInFailure): void {
    this.signIns.add(row);
  }

  operation(row: NewOperationLog): void {
    if (this.operationsOn) this.operations.add(row);
  }

  error(row: NewErrorLog): void {
    this.errors.add(row);
  }

  /** Rows refused because the queue was full (the database did not take them in time). */
  get dropped(): number {
    return this.signIns.dropped + this.operations.dropped + this.errors.dropped;
  }

  /** Writes everything handed over so far. */
  async flush(): Promise<void> {
    await Promise.all([this.signIns.flush(), this.operations.flush(), this.errors.flush()]);
  }

  async close(): Promise<void> {
    await Promise.all([this.signIns.close(), this.operations.close(), this.errors.close()]);
  }
}
