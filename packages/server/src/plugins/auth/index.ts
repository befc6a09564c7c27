import { Code } from '@mepm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { ApiError } from '../envelope/api-error';
import type { DataVersions } from '../../kernel/data/table-versions';
import { findSession, revokeSession } from './sessions';
import { sessionEndReason, type SessionEndReason } from '../../kernel/sign-in/session-end-reason';
import { tokenFromHeader } from './tokens';

export interface RequestSession {
  id: string;
  userId: string;
  /** When this session's sign-in happened. */
  createdAt: Date;
  /**
   * The data tables' versions, read with the session: what is kept for a caller (rights, list
   * totals) is checked against them without another statement.
   */
  dataVersions: DataVersions;
}

export interface RequestUser {
  id: string;
  account: string;
  isAdministrator: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
    user: RequestUser | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user; sets request.session and user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

const ended = (
  code: number,
  key: 'sessionInvalid' | 'sessionExpired' | 'sessionRevoked' | SessionEndReason,
) => new ApiError(401, code, key);

/** A signed-in session and its user, from a token (a request's header, a socket's first frame). */
export interface SignedInToken {
  /** With the time it ends by (a socket of it is signed out then). */
  session: RequestSession & { expiresAt: Date };
  user: RequestUser;
}

/**
 * The session a token stands for, or the error that ends the attempt: 600 (no such session),
 * 601 (expired) or 602 (revoked; a disabled user's sessions are revoked for good here).
 */
export async function sessionOfToken(
  db: Db,
  token: string | undefined,
  now: () => Date,
): Promise<SignedInToken> {
  if (token === undefined || token.length > 200) {
    throw ended(Code.sessionInvalid, 'sessionInvalid');
  }
  const session = await findSession(db, token);
  if (session === undefined) throw ended(Code.sessionInvalid, 'sessionInvalid');
  if (session.revokedAt !== null) {
    // Why, when it is known: the socket's logout frame may not have reached the user first.
    throw ended(Code.sessionRevoked, sessionEndReason(session.revokedReason) ?? 'sessionRevoked');
  }
  const at = now();
  if (session.expiresAt.getTime() <= at.getTime()) {
    throw ended(Code.sessionExpired, 'sessionExpired');
  }
  if (!session.userEnabled) {
    // A disabled user's sessions end for good, not just for this request.
    await revokeSession(db, session.id, at, 'socketAccountDisabled');
    throw ended(Code.sessionRevoked, 'socketAccountDisabled');
  }
  return {
    session: {
      id: session.id,
      userId: session.userId,
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      dataVersions: session.dataVersions,
    },
    user: {
      id: session.userId,
      account: session.account,
      isAdministrator: session.isAdministrator,
    },
  };
}

/** Resolves the token on protected routes into request.session, or ends with 600/601/602. */
export function installAuth(app: FastifyInstance, db: Db, now: () => Date): void {
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const signed = await sessionOfToken(db, tokenFromHeader(request.headers.authorization), now);
    request.session = signed.session;
    request.user = signed.user;
  });
}
