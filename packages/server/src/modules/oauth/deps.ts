import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import type { LoginFailures } from '../../kernel/sign-in/login-failures';
import type { LogWriter } from '../../kernel/logs/log-writer';
import type { SmsSender } from '../../kernel/sms/sms-sender';
import type { SystemSettings } from '../../kernel/settings/system-settings';
import type { Realtime } from '../../kernel/realtime/realtime';

/** What the oauth routes need from the application. */
export interface OauthDeps {
  db: Db;
  config: AppConfig;
  now: () => Date;
  smsSender: SmsSender;
  failures: LoginFailures;
  logs: LogWriter;
  settings: SystemSettings;
  /** A signed-out session's sockets are told and closed. */
  realtime: Realtime;
}
