export { lockSlice, screenLocked, screenUnlocked } from './lock-slice';
export type { LockState } from './lock-slice';
export { LOCK_KEY, LOCK_RETURN_KEY } from './lock-storage';
export { lockChanged, persistLock } from './lock-persistence';
export { LOCK_SCREEN_PATH, useLockScreen } from './use-lock-screen';
