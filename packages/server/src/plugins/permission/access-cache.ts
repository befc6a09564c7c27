import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { signedIn } from '../auth/signed-in';
import { loadCallerAccess, type CallerAccess } from './caller-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's effective rights: 'all' for administrators, loaded at most once a request. */
    callerAccess: (request: FastifyRequest) => Promise<CallerAccess | 'all'>;
    /** The database that rights and scheme variables are read from. */
    permissionDb: Db;
  }
}

/**
 * Decorates the root instance so that every route plugin reaches the rights through
 * `request.server`. The promise is memoised per request (a WeakMap, so nothing outlives the
 * request): a route that checks the menu, trims columns and scopes rows still costs one query.
 */
export function installPermission(app: FastifyInstance, db: Db): void {
  const cache = new WeakMap<FastifyRequest, Promise<CallerAccess | 'all'>>();
  app.decorate('permissionDb', db);
  app.decorate('callerAccess', (request: FastifyRequest) => {
    const { user } = signedIn(request);
    if (user.isAdministrator) return Promise.resolve('all' as const);
    let pending = cache.get(request);
    if (pending === undefined) {
      pending = loadCallerAccess(db, user.id);
      cache.set(request, pending);
    }
    return pending;
  });
}
