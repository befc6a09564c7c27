import type { StateBody, StateResult } from '@mepm/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { roles, users } from '../../db/schema';
import type { Tx } from '../module-deps';
import { found } from './not-found';

/** The tables whose rows an administrator enables and disables. */
export type StatefulTable = typeof roles | typeof users;

export interface StateChange {
  table: StatefulTable;
  id: string;
  /** The caller's data scope over the table; a row outside it is not found. */
  scope?: SQL | undefined;
  body: StateBody;
  /**
   * Runs after the row is locked and before the new state is written, in the same transaction:
   * refusals (who may enable or disable it) and clean-up (sessions that a disabling ends).
   */
  beforeWrite?: (tx: Tx, enabled: boolean) => Promise<void>;
  /** Runs after the write, in the same transaction: a refusal here undoes the change. */
  afterWrite?: (tx: Tx) => Promise<void>;
}

/**
 * Sets `enabled` when the body names it and flips it otherwise, as the platform family's toggle
 * does. The row is locked first so that two toggles in a row flip twice rather than once.
 */
export function setEnabledState(db: Db, change: StateChange): Promise<StateResult> {
  const { table, id } = change;
  return db.transaction(async (tx) => {
    const current = found(
      await tx
        .select({ enabled: table.enabled })
        .from(table)
        .where(and(eq(table.id, id), change.scope))
        .for('update'),
    );
    const enabled = change.body.enabled ?? !current.enabled;
    await change.beforeWrite?.(tx, enabled);
    await tx.update(table).set({ enabled }).where(eq(table.id, id));
    await change.afterWrite?.(tx);
    return { enabled };
  });
}
