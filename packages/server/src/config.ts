import path from 'node:path';
import { DEFAULT_UPLOAD_LIMIT } from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { PRESENCE_ALIVE_MS } from './kernel/realtime/presence-registry';
import { SERVER_ROOT } from './server-root';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute folder of the embedded database (used when databaseUrl is unset). */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Shared state of several server processes behind one load balancer: the request rate limits
   * (sessions and sign-in failure counts already live in the database).
   */
  redisUrl: string | undefined;
  /** Prefix of every Redis key, so that several installations can share one Redis. */
  redisKeyPrefix: string;
  /**
   * With Redis: how long a server process counts as alive after its last heartbeat (sent every
   * third of it); the users of a process killed outright are announced offline after this.
   */
  presenceAliveMs: number;
  adminPassword: string | undefined;
  /** The password of users created without one (their md5 is what gets hashed). */
  defaultUserPassword: string;
  /** Origins of host portals allowed to embed the shell (CORS and frame-ancestors). */
  hostOrigins: string[];
  sessionTtlHours: number;
  /** Failed sign-ins on one account from one address within a minute. */
  loginFailureLimit: number;
  /** Failed sign-ins from one address, whatever the accounts, within a minute. */
  loginAddressFailureLimit: number;
  /** Failed sign-ins on one account from unfamiliar addresses within an hour before delays. */
  loginAccountFailureLimit: number;
  loginRateLimitPerMinute: number;
  /** Polls of scan-login tickets per address per minute (a login page polls every 2 s). */
  scanLoginPollsPerMinute: number;
  /** Option loads through data interfaces per user per minute (each runs the interface). */
  interfaceOptionsPerMinute: number;
  /** How often each server process looks for due workflow timers and time limits; 0: never. */
  flowJobPollMs: number;
  /**
   * How long a process's claim on due workflow jobs holds: a process that dies holding claims
   * leaves them to the others once it has passed. Longer than any job takes to fire.
   */
  flowJobLeaseMs: number;
  /** Where the user menu's feedback opens a mail; the item is hidden when unset. */
  feedbackEmail: string | undefined;
  /** The role that marks a subcontractor (SPEC §6): its holders get no chat. Unset: nobody. */
  subcontractorRoleId: string | undefined;
  /** When set, verification codes are appended to this file as JSON lines instead of logged. */
  smsOutbox: string | undefined;
  logLevel: string;
  /** OPERATION_LOG=off: writes are not kept in the system log's operation tab. */
  operationLog: boolean;
  shellDist: string;
  hostDemoDist: string;
  /** The proxies whose X-Forwarded-For entries tell the client's address. */
  trustProxy: TrustProxy;
  /** Files live in the database: these keep one user from filling its disk. */
  uploads: UploadConfig;
  /**
   * DATA_SOURCE_KEY: the 32-byte key that seals data-source passwords; without it, a key file
   * made once in the data folder (kernel/data-sources/secret-box.ts).
   */
  dataSourceKey: Buffer | undefined;
}

export interface UploadConfig {
  /** The largest file accepted, in MB. */
  limitMb: number;
  /** Uploads one user may start per minute. */
  perMinute: number;
  /** The bytes one user's stored files may take in all, in MB. */
  quotaMb: number;
  /** The largest GeoJSON a boundary map may have, in MB. */
  mapLimitMb: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

type Env = Record<string, string | undefined>;

/** Reads the configuration from the environment; throws one ConfigError listing every problem. */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  // npm runs workspace scripts inside the workspace folder; relative paths mean the caller's folder.
  const baseDir = env.INIT_CWD ?? process.cwd();
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  };
  const dir = (name: string, fallback: string): string =>
    path.resolve(baseDir, text(name) ?? fallback);

  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const defaultUserPassword = text('DEFAULT_USER_PASSWORD') ?? 'Mepm123456';
  if (!validators.password(defaultUserPassword)) {
    problems.push('DEFAULT_USER_PASSWORD must be 6-16 letters and digits, mixing both');
  }
  const adminPassword = text('ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 6) {
    problems.push('ADMIN_PASSWORD must have at least 6 characters');
  }

  const config: AppConfig = {
    port: int('PORT', 3000, 0, 65535),
    host: text('HOST') ?? '0.0.0.0',
    dataDir: dir('DATA_DIR', './data'),
    databaseUrl,
    redisUrl: text('REDIS_URL'),
    redisKeyPrefix: text('REDIS_KEY_PREFIX') ?? 'mepm:',
    presenceAliveMs: int('PRESENCE_ALIVE_MS', PRESENCE_ALIVE_MS, 1_500, 600_000),
    adminPassword,
    defaultUserPassword,
    hostOrigins: parseOrigins(text('HOST_ORIGINS'), problems),
    sessionTtlHours: int('SESSION_TTL_HOURS', 12, 1, 24 * 365),
    loginFailureLimit: int('LOGIN_FAILURE_LIMIT', 5, 1, 1000),
    loginAddressFailureLimit: int('LOGIN_ADDRESS_FAILURE_LIMIT', 20, 1, 100_000),
    loginAccountFailureLimit: int('LOGIN_ACCOUNT_FAILURE_LIMIT', 10, 1, 1000),
    loginRateLimitPerMinute: int('LOGIN_RATE_LIMIT_PER_MINUTE', 300, 1, 1_000_000),
    scanLoginPollsPerMinute: int('SCAN_LOGIN_POLLS_PER_MINUTE', 1200, 1, 1_000_000),
    interfaceOptionsPerMinute: int('INTERFACE_OPTIONS_PER_MINUTE', 600, 1, 1_000_000),
    flowJobPollMs: int('FLOW_JOB_POLL_MS', 15_000, 0, 3_600_000),
    flowJobLeaseMs: int('FLOW_JOB_LEASE_MS', 60_000, 1_000, 3_600_000),
    feedbackEmail: parseEmail(text('FEEDBACK_EMAIL'), problems),
    subcontractorRoleId: text('SUBCONTRACTOR_ROLE_ID'),
    smsOutbox: text('SMS_OUTBOX') === undefined ? undefined : dir('SMS_OUTBOX', ''),
    logLevel,
    operationLog: text('OPERATION_LOG') !== 'off',
    shellDist: dir('SHELL_DIST', path.join(REPO_ROOT, 'remote-shell/dist')),
    hostDemoDist: dir('HOST_DEMO_DIST', path.join(REPO_ROOT, 'host-demo/dist')),
    trustProxy: parseTrustProxy(text('TRUST_PROXY'), problems),
    uploads: {
      limitMb: int('UPLOAD_LIMIT_MB', DEFAULT_UPLOAD_LIMIT.size, 1, 1024),
      mapLimitMb: int('MAP_UPLOAD_LIMIT_MB', 5, 1, 100),
      perMinute: int('UPLOAD_RATE_LIMIT_PER_MINUTE', 30, 1, 100_000),
      quotaMb: int('UPLOAD_QUOTA_MB', 200, 1, 10_000_000),
    },
    dataSourceKey: parseSecretKey(text('DATA_SOURCE_KEY'), problems),
  };
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return config;
}

/** 32 bytes as 64 hexadecimal digits or as base64; anything else is refused, never padded. */
function parseSecretKey(raw: string | undefined, problems: string[]): Buffer | undefined {
  if (raw === undefined) return undefined;
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return Buffer.from(raw, 'hex');
  if (/^[A-Za-z0-9+/]{43}=?$/.test(raw)) {
    const key = Buffer.from(raw, 'base64');
    if (key.length === 32) return key;
  }
  // The value itself is a secret: the message does not repeat it.
  problems.push(
    'DATA_SOURCE_KEY must be 32 bytes written as 64 hex digits or 44 base64 characters',
  );
  return undefined;
}

function parseEmail(raw: string | undefined, problems: string[]): string | undefined {
  if (raw === undefined) return undefined;
  if (!validators.email(raw)) {
    problems.push(`FEEDBACK_EMAIL must be an e-mail address, got "${raw}"`);
    return undefined;
  }
  return raw;
}

function parseOrigins(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return [];
  const origins: string[] = [];
  for (const item of raw.split(',').map((s) => s.trim())) {
    if (item === '') continue;
    let origin: string | undefined;
    try {
      origin = new URL(item).origin;
    } catch {
      origin = undefined;
    }
    // An origin is scheme://host[:port] with nothing after it; anything else is a typo.
    if (origin === undefined || origin === 'null' || origin !== item.replace(/\/$/, '')) {
      problems.push(
        `HOST_ORIGINS entry "${item}" is not an origin like https://portal.example.com`,
      );
    } else {
      origins.push(origin);
    }
  }
  return origins;
}
