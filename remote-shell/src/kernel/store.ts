import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  isAnyOf,
} from '@reduxjs/toolkit';
import { api } from './api';
// The slice and its persistence, not the lock barrel, whose screen hook reads this store's types.
import { lockSlice } from './lock/lock-slice';
import { lockChanged, persistLock } from './lock/lock-persistence';
import { noticeSlice } from './notice-slice';
import { sessionReset, sessionSlice, signedIn } from './session-slice';
import { persistSettings, settingsSlice } from './settings/settings-slice';
import type { ShellContext } from './shell-context';
import { tabsSlice } from './tabs';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  notice: noticeSlice.reducer,
  settings: settingsSlice.reducer,
  lock: lockSlice.reducer,
  tabs: tabsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A new store per mount; the mount's context rides along as the thunk extra argument. */
export function createShellStore(context: ShellContext, preloadedState?: Partial<RootState>) {
  const listeners = createListenerMiddleware();
  // A session must never see the cached answers of the one before it.
  listeners.startListening({
    matcher: isAnyOf(sessionReset, signedIn),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.resetApiState());
    },
  });
  listeners.startListening({ matcher: lockChanged, effect: persistLock });
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: context } })
        .prepend(listeners.middleware)
        .concat(api.middleware, persistSettings),
    // Batch RTK Query's notifications in a microtask rather than an animation frame, so that no
    // frame or timer is still pending when the mount goes away. (After `middleware`: TypeScript
    // infers the middleware types from it first.)
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type AppDispatch = ShellStore['dispatch'];
