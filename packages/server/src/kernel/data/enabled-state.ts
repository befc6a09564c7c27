import type { StateBody, StateResult } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import type { menus, roles, users } from '../../db/schema';
import type { Tx } from '../module-deps';
import { found } from './not-found';

/** The tables whose rows an administrator enables and disables. */
export type StatefulTable = typeof roles | typeof users | typeof menus;

export interface StateChange {
  table: StatefulTable;
  id: string;
  body: StateBody;
  /**
   * Runs after the row is locked and before the new state is written, in the same transaction:
   * refusals (who may enable or disable it) and clean-up (sessions that a disabling ends).
   */
  beforeWrite?: (enabled: boolean) => Promise<void>;
}

/**
 * Sets `enabled` when the body names it and flips it otherwise, as the platform family's toggle
 * does. The row is locked first so that two toggles in a row flip twice rather than once.
 */
export async function setEnabledState(tx: Tx, change: StateChange): Promise<StateResult> {
  const { table, id } = change;
  const current = found(
    await tx.select({ enabled: table.enabled }).from(table).where(eq(table.id, id)).for('update'),
  );
  const enabled = change.body.enabled ?? !current.enabled;
  await change.beforeWrite?.(enabled);
  await tx.update(table).set({ enabled }).where(eq(table.id, id));
  return { enabled };
}
