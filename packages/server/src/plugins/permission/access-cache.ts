import type { SchemeVariable } from '@mepm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { KeptValues, versionedTables, versionsKey } from '../../kernel/data/table-versions';
import { signedIn } from '../auth/signed-in';
import { loadCallerAccess, type CallerAccess } from './caller-access';
import { RIGHTS_TABLES } from './rights-tables';
import { resolveVariables, type VariableValues } from './scheme-variables';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's effective rights: 'all' for administrators, loaded at most once a request. */
    callerAccess: (request: FastifyRequest) => Promise<CallerAccess | 'all'>;
    /** The ids the caller's scheme variables stand for. */
    callerVariables: (
      request: FastifyRequest,
      used: ReadonlySet<SchemeVariable>,
    ) => Promise<VariableValues>;
  }
}

/** Callers (with their variable sets) whose rights are kept; the oldest goes first. */
const KEPT_CALLERS = 1000;

/**
 * Keeps a value per key while the rights tables keep their versions. The session read those
 * versions in the statement that authenticated the request, so a value is never older than the
 * request: any write to grants, roles, users, menus, ... makes a new key. A failed load is not
 * kept. Where a rights table is not versioned, the value is kept for the request only.
 */
function keptPerRights<V>(
  db: Db,
): (request: FastifyRequest, key: string, load: () => Promise<V>) => Promise<V> {
  const kept = new KeptValues<Promise<V>>(KEPT_CALLERS);
  const perRequest = new WeakMap<FastifyRequest, KeptValues<Promise<V>>>();
  return async (request, key, load) => {
    const versioned = await versionedTables(db);
    const versions = request.session?.dataVersions;
    const version = versions && versionsKey(versions, RIGHTS_TABLES);
    const keepable = version !== undefined && RIGHTS_TABLES.every((table) => versioned.has(table));
    const store = keepable ? kept : (perRequest.get(request) ?? new KeptValues<Promise<V>>(8));
    if (!keepable) perRequest.set(request, store);
    const at = `${key}|${version ?? ''}`;
    let pending = store.get(at);
    if (pending === undefined) {
      pending = load();
      store.set(at, pending);
      pending.catch(() => store.delete(at));
    }
    return pending;
  };
}

/**
 * Decorates the root instance so that every route plugin reaches the rights through
 * `request.server`. A route that checks the menu, trims columns and scopes rows costs no query
 * for them while nothing the rights are read from has changed, and one query when it has.
 */
export function installPermission(app: FastifyInstance, db: Db): void {
  const accessOf = keptPerRights<CallerAccess>(db);
  const variablesOf = keptPerRights<VariableValues>(db);
  app.decorateRequest('guardMenu', '');
  app.decorate('callerAccess', (request: FastifyRequest) => {
    const { user } = signedIn(request);
    if (user.isAdministrator) return Promise.resolve('all' as const);
    return accessOf(request, user.id, () => loadCallerAccess(db, user.id));
  });
  app.decorate('callerVariables', (request: FastifyRequest, used: ReadonlySet<SchemeVariable>) => {
    const { user } = signedIn(request);
    const key = `${user.id}|${[...used].sort().join(',')}`;
    return variablesOf(request, key, () => resolveVariables(db, used, user.id));
  });
}
