import type { SchemeVariable } from '@mepm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { CacheRegistry } from '../../kernel/cache/cache-registry';
import { keptValuesCache } from '../../kernel/cache/kept-values-cache';
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

const ACCESS_TITLE = {
  zh: '用户权限（菜单、按钮、列表、数据权限）',
  zhtw: '使用者權限（選單、按鈕、清單、資料權限）',
  en: "Callers' rights (menus, buttons, columns, data schemes)",
};
const VARIABLES_TITLE = {
  zh: '数据权限变量（本人、下属、本部门）',
  zhtw: '資料權限變數（本人、下屬、本部門）',
  en: 'Data scheme variables (self, subordinates, own department)',
};

/** Callers (with their variable sets) whose rights are kept; the oldest goes first. */
const KEPT_CALLERS = 1000;

/**
 * Keeps a value per key while the rights tables keep their versions. The session read those
 * versions in the statement that authenticated the request, so a value is never older than the
 * request: any write to grants, roles, users, menus, ... makes a new key. A failed load is not
 * kept. Where a rights table is not versioned, the value is kept for the request only.
 */
function keptPerRights<V>(db: Db): {
  kept: KeptValues<Promise<V>>;
  valueOf: (request: FastifyRequest, key: string, load: () => Promise<V>) => Promise<V>;
} {
  const kept = new KeptValues<Promise<V>>(KEPT_CALLERS);
  const perRequest = new WeakMap<FastifyRequest, KeptValues<Promise<V>>>();
  const valueOf = async (request: FastifyRequest, key: string, load: () => Promise<V>) => {
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
  return { kept, valueOf };
}

/**
 * Decorates the root instance so that every route plugin reaches the rights through
 * `request.server`. A route that checks the menu, trims columns and scopes rows costs no query
 * for them while nothing the rights are read from has changed, and one query when it has.
 */
export function installPermission(app: FastifyInstance, db: Db, caches: CacheRegistry): void {
  const { kept: keptAccess, valueOf: accessOf } = keptPerRights<CallerAccess>(db);
  const { kept: keptVariables, valueOf: variablesOf } = keptPerRights<VariableValues>(db);
  caches.register(keptValuesCache('permission.access', ACCESS_TITLE, keptAccess));
  caches.register(keptValuesCache('permission.variables', VARIABLES_TITLE, keptVariables));
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
