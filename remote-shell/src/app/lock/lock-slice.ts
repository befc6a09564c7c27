import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionReset } from '../session-slice';
import { readLockFlag } from './lock-storage';

export interface LockState {
  locked: boolean;
  /** Where unlocking returns to; lost on reload, when unlocking goes to '/' (the home page). */
  returnTo: string | null;
}

/** SPEC §4 lock: set to 1 and persisted when locking, cleared by unlocking. */
export const lockSlice = createSlice({
  name: 'lock',
  // Read when the store is created, so that a reload starts locked.
  initialState: (): LockState => ({ locked: readLockFlag(), returnTo: null }),
  reducers: {
    screenLocked(state, action: PayloadAction<string>) {
      state.locked = true;
      // Locking from the lock screen itself must not make it its own way back.
      if (!action.payload.startsWith('/lockScreen')) state.returnTo = action.payload;
    },
    // returnTo stays: the lock screen reads it to leave once unlocked.
    screenUnlocked(state) {
      state.locked = false;
    },
  },
  extraReducers: (builder) => {
    // Without a session there is nothing to lock; the next user must not start locked.
    builder.addCase(sessionReset, () => ({ locked: false, returnTo: null }));
  },
});

export const { screenLocked, screenUnlocked } = lockSlice.actions;
