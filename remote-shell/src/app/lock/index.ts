export { lockSlice, screenLocked, screenUnlocked } from './lock-slice';
export type { LockState } from './lock-slice';
export { LOCK_KEY } from './lock-storage';
export { lockChanged, persistLockFlag } from './lock-persistence';
export { LOCK_SCREEN_PATH, useLockScreen } from './use-lock-screen';
