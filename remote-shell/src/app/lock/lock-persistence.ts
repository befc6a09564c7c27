import { isAnyOf } from '@reduxjs/toolkit';
import { sessionReset } from '../session-slice';
import { screenLocked, screenUnlocked } from './lock-slice';
import { writeLockFlag } from './lock-storage';

/** The actions after which the stored flag must match the store. */
export const lockChanged = isAnyOf(screenLocked, screenUnlocked, sessionReset);

/** Listener effect (see store.ts): reducers stay pure, storage follows the lock state. */
export function persistLockFlag(_action: unknown, listenerApi: { getState: () => unknown }): void {
  const state = listenerApi.getState() as { lock?: { locked: boolean } };
  writeLockFlag(state.lock?.locked ?? false);
}
