export {
  settingsSlice,
  settingChanged,
  sidebarToggled,
  sidebarClosed,
  persistSettings,
  selectSettings,
  selectLayoutType,
  selectSidebarOpen,
  selectIsMobile,
} from './settings-slice';
export type { SettingsState, SettingChange } from './settings-slice';
export {
  DEFAULT_SETTINGS,
  THEME_COLORS,
  THEME_CLASSES,
  SLIDE_CLASSES,
  SIZES,
  SETTING_KEYS,
} from './settings-model';
export type {
  ClientSettings,
  SettingKey,
  ThemeColorName,
  ThemeClass,
  SlideClass,
  ShellSize,
  Device,
} from './settings-model';
export { useChooseLayout, useChooseLanguage } from './use-preferences';
export { settingsApi } from './settings-api';
