import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { sessionReset } from '../session-slice';
import { readLock } from './lock-storage';

export interface LockState {
  locked: boolean;
  /** Where unlocking returns to, stored with the flag; null (unlocking goes to '/') if unknown. */
  returnTo: string | null;
}

/** The lock flag: set and persisted when locking, cleared by unlocking. */
export const lockSlice = createSlice({
  name: 'lock',
  // Read when the store is created, so that a reload starts locked and still knows the way back.
  initialState: (): LockState => readLock(),
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
