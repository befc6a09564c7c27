/**
 * Why a connection failed, for the reasons a person can act on; the driver's own message for
 * the rest. Codes are Node's network errors, PostgreSQL's SQLSTATE and MySQL's error names.
 */
export type ConnectionFailure =
  'refused' | 'unknownHost' | 'authentication' | 'unknownDatabase' | 'timeout' | 'tls';

const BY_CODE: Readonly<Record<string, ConnectionFailure>> = {
  ECONNREFUSED: 'refused',
  ENOTFOUND: 'unknownHost',
  EAI_AGAIN: 'unknownHost',
  EAI_FAIL: 'unknownHost',
  ETIMEDOUT: 'timeout',
  EHOSTUNREACH: 'timeout',
  ENETUNREACH: 'timeout',
  // PostgreSQL: invalid password, invalid authorization (no such role, pg_hba refusal).
  '28P01': 'authentication',
  '28000': 'authentication',
  // PostgreSQL: no such database.
  '3D000': 'unknownDatabase',
  ER_ACCESS_DENIED_ERROR: 'authentication',
  ER_DBACCESS_DENIED_ERROR: 'authentication',
  ER_BAD_DB_ERROR: 'unknownDatabase',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'tls',
  SELF_SIGNED_CERT_IN_CHAIN: 'tls',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'tls',
  ERR_TLS_CERT_ALTNAME_INVALID: 'tls',
  HANDSHAKE_NO_SSL_SUPPORT: 'tls',
};

/** The reason of a failed connection, or undefined when only the driver's message says it. */
export function connectionFailure(error: unknown): ConnectionFailure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const known = typeof code === 'string' ? BY_CODE[code] : undefined;
  if (known !== undefined) return known;
  const text = typeof message === 'string' ? message : '';
  if (/timeout|timed out/i.test(text)) return 'timeout';
  if (/does not support SSL|SSL/i.test(text)) return 'tls';
  return undefined;
}
