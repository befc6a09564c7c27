import type { SysConfigBody } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { systemSettings } from '../../../db/schema';
import type { ModuleDeps } from '../../../kernel/module';
import {
  SYS_CONFIG_KEY,
  saveSettings,
  type SystemSettingsValues,
} from '../../../kernel/settings/system-settings';
import { checkedSettings } from './sys-config-validation';

/**
 * Checks and stores the settings in one transaction that holds the row, so that two saves at
 * once each keep the gateway key the other left.
 */
export async function saveCheckedSettings(
  deps: Pick<ModuleDeps, 'db' | 'now' | 'settings'>,
  body: SysConfigBody,
  userId: string,
): Promise<void> {
  deps.settings.forget();
  const current = await deps.settings.get();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, SYS_CONFIG_KEY))
      .for('update');
    const stored = { ...current, ...(row?.value as Partial<SystemSettingsValues> | undefined) };
    await saveSettings(tx, checkedSettings(body, stored), userId, deps.now());
  });
}
