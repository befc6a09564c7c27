import type { SysConfig } from '@mepm/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Queryable } from '../../db/client';
import { systemSettings } from '../../db/schema';

/** The settings as the server uses them: the SMS gateway key itself instead of "is it set". */
export type SystemSettingsValues = Omit<SysConfig, 'smsGatewayKeySet'> & { smsGatewayKey: string };

/** The row of the system configuration in `system_settings`. */
export const SYS_CONFIG_KEY = 'sysConfig';

/**
 * How long one process keeps the settings before reading them again. A save in this process is
 * seen at once; a save in another process sharing the database within this time.
 */
export const SETTINGS_TTL_MS = 1000;

/** What applies until an administrator saves the page: the server's configuration (env). */
export function defaultSettings(config: AppConfig): SystemSettingsValues {
  return {
    // Empty: the shell shows the product's own title in the reader's language.
    sysName: '',
    company: '',
    copyright: '',
    loginAccount: true,
    loginScan: true,
    loginCode: true,
    passwordMinLength: 6,
    passwordExpiryDays: 0,
    sessionLifetimeHours: config.sessionTtlHours,
    uploadLimitAnnexMb: config.uploads.limitMb,
    uploadLimitImageMb: config.uploads.limitMb,
    smsSignName: '',
    smsGatewayUrl: '',
    smsGatewayKey: '',
    feedbackEmail: '',
    defaultTheme: 'classic',
    defaultLanguage: 'zh',
    interfaceAllowedHosts: '',
  };
}

/**
 * The one reader of the system configuration every module uses. It keeps the settings for
 * SETTINGS_TTL_MS by the application's clock: a request costs one comparison, and each process
 * reads the row at most once a TTL (concurrent requests share that read).
 */
export class SystemSettings {
  private kept: { values: SystemSettingsValues; at: number } | undefined;
  private loading: Promise<SystemSettingsValues> | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly defaults: SystemSettingsValues,
    private readonly now: () => Date,
    /** The FEEDBACK_EMAIL of the server, used while the page sets none. */
    private readonly configuredFeedbackEmail: string | undefined,
  ) {}

  async get(): Promise<SystemSettingsValues> {
    const at = this.now().getTime();
    if (this.kept !== undefined && at - this.kept.at < SETTINGS_TTL_MS && at >= this.kept.at) {
      return this.kept.values;
    }
    this.loading ??= this.load(at).finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Where the user menu's feedback goes: the page's address, else the server's, else none. */
  async feedbackEmail(): Promise<string | undefined> {
    const { feedbackEmail } = await this.get();
    return feedbackEmail || this.configuredFeedbackEmail;
  }

  /** Forgets the kept settings, after this process saved them (or the cache page cleared them). */
  forget(): void {
    this.kept = undefined;
  }

  /** When the kept settings were read, if they are kept (the cache page shows it). */
  keptSince(): Date | undefined {
    return this.kept === undefined ? undefined : new Date(this.kept.at);
  }

  private async load(at: number): Promise<SystemSettingsValues> {
    const [row] = await this.db
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, SYS_CONFIG_KEY));
    // Fields added after a save keep their defaults; the saved ones were checked when saved.
    const values = { ...this.defaults, ...(row?.value as Partial<SystemSettingsValues>) };
    this.kept = { values, at };
    return values;
  }
}

/** Saves the settings whole, raising the row's version; one statement. */
export async function saveSettings(
  db: Queryable,
  values: SystemSettingsValues,
  userId: string,
  now: Date,
): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key: SYS_CONFIG_KEY, value: values, updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: systemSettings.key,
      set: {
        value: values,
        version: sql`${systemSettings.version} + 1`,
        updatedBy: userId,
        updatedAt: now,
      },
    });
}
