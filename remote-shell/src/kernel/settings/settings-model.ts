import { LANGUAGES, LAYOUTS } from '@mepm/contract/codes';
import type { Language, LayoutName } from '@mepm/contract/codes';

/** The nine theme colours; blue is the default. */
export const THEME_COLORS = {
  purple: '#7C4DFF',
  azure: '#1890FF',
  blackblue: '#2B3A55',
  blue: '#409EFF',
  ocean: '#13A8A8',
  green: '#52C41A',
  yellow: '#E6A23C',
  orange: '#FA8C16',
  red: '#F5222D',
} as const;
export type ThemeColorName = keyof typeof THEME_COLORS;

export const THEME_CLASSES = ['light', 'dark'] as const;
export type ThemeClass = (typeof THEME_CLASSES)[number];

export const SLIDE_CLASSES = ['dark', 'lightWhite'] as const;
export type SlideClass = (typeof SLIDE_CLASSES)[number];

export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type ShellSize = (typeof SIZES)[number];

export const DEVICES = ['desktop', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** Client settings. `sidebarStatus` keeps the stored form: 1 open, 0 closed. */
export interface ClientSettings {
  theme: ThemeColorName;
  title: string;
  showSettings: boolean;
  tagsView: boolean;
  tagsIcon: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  useCache: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  themeClass: ThemeClass;
  slideClass: SlideClass;
  layoutType: LayoutName;
  errorLog: boolean;
  language: Language;
  size: ShellSize;
  sidebarStatus: 0 | 1;
  device: Device;
}

export type SettingKey = keyof ClientSettings;

/** The defaults. An empty title means "the translated application title". */
export const DEFAULT_SETTINGS: ClientSettings = {
  theme: 'blue',
  title: '',
  showSettings: true,
  tagsView: true,
  tagsIcon: false,
  showLanguage: true,
  showSearch: true,
  useCache: true,
  fixedHeader: false,
  sidebarLogo: true,
  themeClass: 'light',
  slideClass: 'dark',
  layoutType: 'classic',
  errorLog: false,
  language: 'zh',
  size: 'medium',
  sidebarStatus: 1,
  device: 'desktop',
};

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

function oneOf<T extends string>(values: readonly T[]) {
  return (raw: string): T | undefined => values.find((value) => value === raw);
}

function flag(raw: string): boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

type Parsers = { [K in SettingKey]: (raw: string) => ClientSettings[K] | undefined };

/** How each stored string becomes a setting; undefined means invalid, so the default applies. */
const PARSERS: Parsers = {
  theme: oneOf(Object.keys(THEME_COLORS) as ThemeColorName[]),
  title: (raw) => raw,
  showSettings: flag,
  tagsView: flag,
  tagsIcon: flag,
  showLanguage: flag,
  showSearch: flag,
  useCache: flag,
  fixedHeader: flag,
  sidebarLogo: flag,
  themeClass: oneOf(THEME_CLASSES),
  slideClass: oneOf(SLIDE_CLASSES),
  layoutType: oneOf(LAYOUTS),
  errorLog: flag,
  language: oneOf(LANGUAGES),
  size: oneOf(SIZES),
  sidebarStatus: (raw) => (raw === '1' ? 1 : raw === '0' ? 0 : undefined),
  device: oneOf(DEVICES),
};

export function parseSetting<K extends SettingKey>(
  key: K,
  raw: string | null,
): ClientSettings[K] | undefined {
  return raw === null ? undefined : PARSERS[key](raw);
}

export function serializeSetting<K extends SettingKey>(_key: K, value: ClientSettings[K]): string {
  return String(value);
}
