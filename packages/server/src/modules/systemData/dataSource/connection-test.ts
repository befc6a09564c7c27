import type { DataSourceTestBody, DataSourceTestResult } from '@mepm/contract';
import type { Db } from '../../../db/client';
import {
  connectionFailure,
  DRIVERS,
  type SourceSettings,
} from '../../../kernel/data-sources/drivers';
import type { SecretBox } from '../../../kernel/data-sources/secret-box';
import type { Translate } from '../../../kernel/i18n/translate';
import { badRequest } from '../../../plugins/envelope/api-error';
import { readRow } from './data-source-service';
import { settingsOf } from './stored-source';

/** A test answers within 10 s: the probe gets 8, the rest is the server's own work. */
export const TEST_TIMEOUT_MS = 8_000;

/**
 * The settings a test tries. With a stored source's id and no password, the stored password is
 * used, but only towards the stored server and user: otherwise whoever may test could send the
 * password to a server of their own.
 */
export async function settingsToTest(
  db: Db,
  box: SecretBox,
  body: DataSourceTestBody,
): Promise<SourceSettings> {
  const given: SourceSettings = {
    kind: body.kind,
    host: body.host.trim(),
    port: body.port,
    database: body.database.trim(),
    schema: body.kind === 'postgresql' ? (body.schema ?? '') : '',
    user: body.user.trim(),
    password: body.password ?? '',
    ssl: body.options?.ssl ?? 'off',
    charset: body.kind === 'mysql' ? (body.options?.charset ?? '') : '',
  };
  if (body.id === undefined || given.password !== '') return given;
  const row = await readRow(db, body.id);
  const sameServer =
    row.kind === given.kind &&
    row.host === given.host &&
    row.port === given.port &&
    row.user === given.user;
  if (!sameServer) throw badRequest('dataSourceTestNeedsPassword');
  let stored: string;
  try {
    stored = settingsOf(row, box).password;
  } catch {
    throw badRequest('dataSourceStoredPasswordUnreadable');
  }
  return { ...given, password: stored };
}

/** Connects once; a failure is an answer in the caller's language, never an error. */
export async function testConnection(
  settings: SourceSettings,
  t: Translate,
): Promise<DataSourceTestResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  try {
    const version = await DRIVERS[settings.kind].probe(settings, TEST_TIMEOUT_MS);
    return {
      connected: true,
      message: t('dataSourceConnected', { version }),
      elapsedMs: elapsed(),
    };
  } catch (error) {
    return { connected: false, message: failureText(error, settings, t), elapsedMs: elapsed() };
  }
}

function failureText(error: unknown, settings: SourceSettings, t: Translate): string {
  const reason = error instanceof Error ? error.message : String(error);
  switch (connectionFailure(error)) {
    case 'refused':
      return t('dataSourceRefused', { host: settings.host, port: settings.port });
    case 'unknownHost':
      return t('dataSourceUnknownHost', { host: settings.host });
    case 'authentication':
      return t('dataSourceAuthentication');
    case 'unknownDatabase':
      return t('dataSourceUnknownDatabase', { database: settings.database });
    case 'timeout':
      return t('dataSourceTimeout', { seconds: TEST_TIMEOUT_MS / 1000 });
    case 'tls':
      return t('dataSourceTls', { reason });
    default:
      return t('dataSourceFailed', { reason });
  }
}
