/** Client settings live in localStorage under the product prefix plus the setting's key. */
export const SETTINGS_PREFIX = 'mepm_';

/** The client settings keys (kernel/settings owns their types and defaults). */
export type ClientSettingKey =
  | 'theme'
  | 'title'
  | 'showSettings'
  | 'tagsView'
  | 'tagsIcon'
  | 'showLanguage'
  | 'showSearch'
  | 'useCache'
  | 'fixedHeader'
  | 'sidebarLogo'
  | 'themeClass'
  | 'slideClass'
  | 'layoutType'
  | 'errorLog'
  | 'language'
  | 'size'
  | 'sidebarStatus'
  | 'device';

// Storage can throw (disabled cookies, sandboxed iframes); a missing setting is never fatal.
export function readSetting(key: ClientSettingKey): string | null {
  try {
    return window.localStorage.getItem(SETTINGS_PREFIX + key);
  } catch {
    return null;
  }
}

export function writeSetting(key: ClientSettingKey, value: string): void {
  try {
    window.localStorage.setItem(SETTINGS_PREFIX + key, value);
  } catch {
    // Not persisted: the choice still holds for this page.
  }
}
