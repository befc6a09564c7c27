import type { ClientErrorBody } from '@mepm/contract';
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../../../plugins/auth/signed-in';
import type { LogWriter } from '../../../kernel/logs/log-writer';
import { pathOf } from '../../../plugins/system-log';

/** Reports one signed-in user may send per minute (per token: one session, one counter). */
export const CLIENT_ERRORS_PER_USER_MINUTE = 10;
/** Reports all users together may add per minute to one server process's log. */
export const CLIENT_ERRORS_PER_MINUTE = 300;

/**
 * A fixed one-minute window shared by every caller: however many accounts an attacker signs in
 * with, the error table grows by at most this many rows a minute per server process.
 */
export class MinuteBudget {
  private windowStart = 0;
  private used = 0;
  constructor(
    private readonly limit: number,
    private readonly now: () => Date,
  ) {}

  take(): boolean {
    const at = this.now().getTime();
    if (at - this.windowStart >= 60_000) {
      this.windowStart = at;
      this.used = 0;
    }
    if (this.used >= this.limit) return false;
    this.used += 1;
    return true;
  }
}

/** The error row of a report from the shell, attributed to the signed-in caller. */
export function recordClientError(
  logs: LogWriter,
  request: FastifyRequest,
  body: ClientErrorBody,
  at: Date,
): void {
  const { user } = signedIn(request);
  logs.error({
    at,
    source: 'client',
    userId: user.id,
    account: user.account,
    path: body.url === undefined ? '' : pathOf(body.url),
    message: body.message,
    stack: body.stack ?? '',
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
  });
}
