import { readSetting, writeSetting } from '../client-settings';
import { browserLanguageTags, detectLanguage } from '../i18n/language';
import { DEFAULT_SETTINGS, SETTING_KEYS, parseSetting, serializeSetting } from './settings-model';
import type { ClientSettings, SettingKey } from './settings-model';

function stored<K extends SettingKey>(key: K): ClientSettings[K] {
  return parseSetting(key, readSetting(key)) ?? DEFAULT_SETTINGS[key];
}

/** Every setting from storage; a missing or invalid value falls back to its default. */
export function loadSettings(): ClientSettings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of SETTING_KEYS) Object.assign(settings, { [key]: stored(key) });
  // The same first-load rule the i18n instance follows, so both agree.
  settings.language = detectLanguage(readSetting('language'), browserLanguageTags());
  return settings;
}

/** True once the user picked a layout on this browser: the server's layout no longer applies. */
export function layoutChosenLocally(): boolean {
  return parseSetting('layoutType', readSetting('layoutType')) !== undefined;
}

/** Writes the settings that differ between two states. */
export function persistChanges(before: ClientSettings, after: ClientSettings): void {
  for (const key of SETTING_KEYS) {
    if (before[key] !== after[key]) writeSetting(key, serializeSetting(key, after[key]));
  }
}
