import { createSlice } from '@reduxjs/toolkit';
import type { Middleware, PayloadAction } from '@reduxjs/toolkit';
import { LAYOUTS } from '@mepm/contract/codes';
import type { LayoutName } from '@mepm/contract/codes';
import { signedIn, userLoaded } from '../session-slice';
import { layoutChosenLocally, loadSettings, persistChanges } from './load-settings';
import type { ClientSettings, SettingKey } from './settings-model';

export interface SettingsState extends ClientSettings {
  /** The user chose a layout here; the sign-in response's layout is then ignored. */
  layoutChosen: boolean;
}

export type SettingChange = { [K in SettingKey]: { key: K; value: ClientSettings[K] } }[SettingKey];

function isLayout(value: unknown): value is LayoutName {
  return (LAYOUTS as readonly unknown[]).includes(value);
}

function adoptServerLayout(state: SettingsState, theme: unknown): void {
  if (!state.layoutChosen && isLayout(theme)) state.layoutType = theme;
}

export const settingsSlice = createSlice({
  name: 'settings',
  // Lazy: every new store (one per mount) reads storage afresh.
  initialState: (): SettingsState => ({ ...loadSettings(), layoutChosen: layoutChosenLocally() }),
  reducers: {
    settingChanged: {
      reducer(state, action: PayloadAction<SettingChange>) {
        Object.assign(state, { [action.payload.key]: action.payload.value });
        if (action.payload.key === 'layoutType') state.layoutChosen = true;
      },
      prepare<K extends SettingKey>(key: K, value: ClientSettings[K]) {
        return { payload: { key, value } as SettingChange };
      },
    },
    sidebarToggled(state) {
      state.sidebarStatus = state.sidebarStatus === 1 ? 0 : 1;
    },
    sidebarClosed(state) {
      state.sidebarStatus = 0;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedIn, (state, action) => adoptServerLayout(state, action.payload.theme))
      .addCase(userLoaded, (state, action) =>
        adoptServerLayout(state, action.payload.userInfo.theme),
      );
  },
  selectors: {
    selectSettings: (state) => state,
    selectLayoutType: (state) => state.layoutType,
    selectSidebarOpen: (state) => state.sidebarStatus === 1,
    selectIsMobile: (state) => state.device === 'mobile',
  },
});

export const { settingChanged, sidebarToggled, sidebarClosed } = settingsSlice.actions;
export const { selectSettings, selectLayoutType, selectSidebarOpen, selectIsMobile } =
  settingsSlice.selectors;

/**
 * Persists what the user changed (the slice's own actions) right after it changes. A layout
 * taken from the server on sign-in is not the user's choice, so it is not stored.
 */
export const persistSettings: Middleware<object, { settings: SettingsState }> =
  (storeApi) => (next) => (action) => {
    const before = storeApi.getState().settings;
    const result = next(action);
    const after = storeApi.getState().settings;
    const ownChange =
      settingChanged.match(action) || sidebarToggled.match(action) || sidebarClosed.match(action);
    if (ownChange && before !== after) persistChanges(before, after);
    return result;
  };
