import { isAnyOf } from '@reduxjs/toolkit';
import { sessionReset } from '../session-slice';
import { screenLocked, screenUnlocked } from './lock-slice';
import type { LockState } from './lock-slice';
import { writeLock } from './lock-storage';

/** The actions after which the stored lock must match the store. */
export const lockChanged = isAnyOf(screenLocked, screenUnlocked, sessionReset);

/** Listener effect (see store.ts): reducers stay pure, storage follows the lock state. */
export function persistLock(_action: unknown, listenerApi: { getState: () => unknown }): void {
  const state = listenerApi.getState() as { lock?: LockState };
  writeLock(state.lock ?? { locked: false, returnTo: null });
}
