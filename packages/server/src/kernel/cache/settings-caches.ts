import type { TextOverrides } from '../i18n/text-overrides';
import type { SystemSettings } from '../settings/system-settings';
import type { CacheRegistry } from './cache-registry';

/** The system configuration and the text overrides, as the cache page lists and clears them. */
export function registerSettingsCaches(
  caches: CacheRegistry,
  settings: SystemSettings,
  textOverrides: TextOverrides,
): void {
  caches.register({
    name: 'system.settings',
    title: { zh: '系统配置', zhtw: '系統設定', en: 'System configuration' },
    describe: () => {
      const since = settings.keptSince();
      return since === undefined ? { entries: 0 } : { entries: 1, oldestAt: since };
    },
    clear: () => {
      const kept = settings.keptSince() === undefined ? 0 : 1;
      settings.forget();
      return kept;
    },
  });
  caches.register({
    name: 'text.overrides',
    title: { zh: '翻译覆盖', zhtw: '翻譯覆寫', en: 'Text overrides' },
    describe: () => ({ entries: textOverrides.size }),
    clear: () => textOverrides.forget(),
  });
}
