import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { Caller } from '../caller';

/** What a resource's operations know of the request: who asks, and which rows they may reach. */
export interface CrudContext {
  caller: Caller;
  /** The caller's row condition on a scoped resource; undefined when nothing restricts it. */
  scope: SQL | undefined;
}

/** A write's context: the change runs inside `write`, once. */
export interface WriteContext<T> extends CrudContext {
  /**
   * Runs the change in one transaction. On a scoped resource the record by id is locked and
   * found inside the scope first, and the record the change leaves must be inside it too.
   */
  write(change: (tx: Tx) => Promise<T>): Promise<T>;
}
