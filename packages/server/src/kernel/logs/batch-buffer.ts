/** Where a batch goes: one multi-row insert. */
export type BatchInsert<T> = (rows: T[]) => Promise<void>;

export interface BatchOptions {
  /** Longest a row waits before its batch is written. */
  flushEveryMs: number;
  /** A batch this large is written at once, without waiting for the timer. */
  flushAtRows: number;
  /**
   * Rows held while the database does not take them; beyond it new rows are dropped (and
   * counted) rather than let a database outage grow the server's memory without bound.
   */
  maxQueued: number;
  onError: (error: unknown, rows: number) => void;
}

/**
 * Rows gathered in memory and written in batches: a request hands its row over and goes on,
 * and one insert every `flushEveryMs` (or every `flushAtRows` rows) writes what gathered. One
 * write runs at a time, so batches reach the database in order.
 */
export class BatchBuffer<T> {
  private queued: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  /** Rows refused because `maxQueued` was reached. */
  dropped = 0;

  constructor(
    private readonly insert: BatchInsert<T>,
    private readonly options: BatchOptions,
  ) {}

  add(row: T): void {
    if (this.queued.length >= this.options.maxQueued) {
      this.dropped += 1;
      return;
    }
    this.queued.push(row);
    if (this.queued.length >= this.options.flushAtRows) {
      void this.flush();
    } else if (this.timer === undefined && !this.closed) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushEveryMs);
      // A pending batch alone must not keep the process alive; close() writes it.
      this.timer.unref();
    }
  }

  /** Writes everything gathered so far; resolves when it is in the database (or refused). */
  flush(): Promise<void> {
    if (this.timer !== undefined) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const rows = this.queued;
    this.queued = [];
    if (rows.length > 0) {
      this.writing = this.writing.then(() =>
        this.insert(rows).catch((error: unknown) => this.options.onError(error, rows.length)),
      );
    }
    return this.writing;
  }

  /** Writes what is left and takes no timer any more: for shutdown. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }
}
