/**
 * Delegated administrators on the system pages (scheduled tasks, cache, server monitor, system
 * configuration, logs, languages): every route those pages register is in the table below, and
 * is walked for three delegates, each scoped to its own department and unscoped:
 *
 * - a delegate of the permission pages (users, roles, authorisation, menus) holding none of
 *   these pages: every guarded route answers 403;
 * - the same delegate also holding every system page, without its buttons: it reads, but every
 *   write answers 403 (no task runs, no cache is cleared, no setting changes);
 * - the same delegate holding every system page with every button: what only an administrator
 *   may do (the configuration, deleting logs) is still refused, with its reason.
 *
 * Each refusal leaves the database, the caches and the log rows as they were. The icons page has
 * no route of its own (a gallery in the shell).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  CACHE_BUTTON,
  CACHE_PAGE,
  fillPath,
  LANGUAGE_PAGE,
  LOG_PAGE,
  MONITOR_PAGE,
  SYS_CONFIG_PAGE,
  SYSTEM_CACHE,
  SYSTEM_LANGUAGE,
  SYSTEM_LOG,
  SYSTEM_MONITOR,
  SYSTEM_SYS_CONFIG,
  SYSTEM_TASK,
  TASK_BUTTON,
  TASK_PAGE,
  type CacheInfo,
  type CreatedId,
  type SysConfigBody,
} from '@mepm/contract';
import { eq, inArray } from 'drizzle-orm';
import { dataSchemes, errorLogs, menuElements, operationLogs, users } from '../../src/db/schema';
import { ADMIN_PASSWORD, tokenFor, type Harness } from '../support/app-harness';
import { describeAuthorizationMatrix, type MatrixRequest } from '../support/authorization-matrix';
import {
  describeDelegationMatrix,
  type DelegateKind,
  type Delegates,
  type DelegationAttack,
} from '../support/delegation-matrix';
import {
  createCaller,
  createRole,
  menuId,
  type Caller,
  type GrantSet,
} from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';

const DENIED = 'Permission Denied';
const ADMINISTRATORS_DELETE_LOGS = 'Only an administrator can delete logs';

/** Who may call a route. */
type Access =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'grant'; menu: string; button?: string }
  /** The grant, and an administrator besides: `reason` is the refusal of a holder of the grant. */
  | { kind: 'administrator'; menu: string; button?: string; reason: string };

interface SystemRoute {
  name: string;
  method: MatrixRequest['method'];
  path: string;
  access: Access;
  request: () => Promise<MatrixRequest> | MatrixRequest;
  /** State outside the fingerprinted tables a refused call must leave as it was. */
  unchanged?: () => Promise<unknown>;
}

/** The prefixes of the system pages' routes in the OpenAPI document. */
const PREFIXES = [
  '/api/system/ScheduleTask',
  '/api/system/CacheManage',
  '/api/system/Monitor',
  '/api/system/SysConfig',
  '/api/system/Log',
  '/api/system/Language',
];

/** The system pages a delegate may be given, with every button each has. */
const SYSTEM_PAGES = [
  TASK_PAGE,
  CACHE_PAGE,
  MONITOR_PAGE,
  SYS_CONFIG_PAGE,
  LOG_PAGE,
  LANGUAGE_PAGE,
];

/** The permission pages a delegated administrator of users and rights holds, with buttons. */
const PERMISSION_PAGES = [
  ADMIN_MENU.user,
  ADMIN_MENU.role,
  ADMIN_MENU.position,
  ADMIN_MENU.authorize,
  'system.menu',
];

let sequence = 0;
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

function configForm(overrides: Partial<SysConfigBody> = {}): SysConfigBody {
  return {
    sysName: 'taken over',
    company: 'taken over',
    copyright: '',
    loginAccount: true,
    loginScan: true,
    loginCode: false,
    passwordMinLength: 6,
    passwordExpiryDays: 0,
    sessionLifetimeHours: 8760,
    uploadLimitAnnexMb: 1024,
    uploadLimitImageMb: 1024,
    smsSignName: '',
    smsGatewayUrl: '',
    feedbackEmail: '',
    defaultTheme: 'classic',
    defaultLanguage: 'en',
    ...overrides,
  };
}

describe('delegated administrators on the system pages', () => {
  let h: Harness;
  let admin = '';
  const w = { task: '', operation: '', error: '', errorRows: [] as string[] };
  const delegates: Record<'outsider' | 'reader' | 'holder', Delegates> = {
    outsider: {} as Delegates,
    reader: {} as Delegates,
    holder: {} as Delegates,
  };

  const taskBody = () => ({
    enCode: fresh('task'),
    fullName: 'task',
    cron: '0 3 * * *',
    jobName: 'cleanExpiredSessions',
    params: { days: 1 },
  });
  const newTask = async () =>
    envelope<CreatedId>(
      await call(h.app, 'POST', SYSTEM_TASK.list, { token: admin, payload: taskBody() }),
    ).data.id;
  /** When each cache was last cleared: a clear moves it. */
  const cacheAges = async () =>
    envelope<{ list: CacheInfo[] }>(await call(h.app, 'GET', SYSTEM_CACHE.list, { token: admin }))
      .data.list.map((cache) => [cache.name, cache.sinceTime])
      .sort();
  /** The log rows this test wrote: a delete that got through removes some. */
  const logRows = async () => ({
    operations: (
      await h.db
        .select({ id: operationLogs.id })
        .from(operationLogs)
        .where(eq(operationLogs.id, w.operation))
    ).length,
    errors: (
      await h.db
        .select({ id: errorLogs.id })
        .from(errorLogs)
        .where(inArray(errorLogs.id, w.errorRows))
    ).length,
  });

  const task = (button?: string): Access => ({ kind: 'grant', menu: TASK_PAGE, button });
  const ROUTES: SystemRoute[] = [
    {
      name: 'list scheduled tasks',
      method: 'GET',
      path: SYSTEM_TASK.list,
      access: task(),
      request: () => ({ method: 'GET', url: SYSTEM_TASK.list }),
    },
    {
      name: 'create a scheduled task',
      method: 'POST',
      path: SYSTEM_TASK.list,
      access: task(ADMIN_BUTTON.add),
      request: () => ({ method: 'POST', url: SYSTEM_TASK.list, payload: taskBody() }),
    },
    {
      name: 'read a scheduled task',
      method: 'GET',
      path: SYSTEM_TASK.one,
      access: task(),
      request: () => ({ method: 'GET', url: fillPath(SYSTEM_TASK.one, { id: w.task }) }),
    },
    {
      name: 'edit a scheduled task',
      method: 'PUT',
      path: SYSTEM_TASK.one,
      access: task(ADMIN_BUTTON.edit),
      request: () => ({
        method: 'PUT',
        url: fillPath(SYSTEM_TASK.one, { id: w.task }),
        payload: { ...taskBody(), cron: '* * * * * *' },
      }),
    },
    {
      name: 'delete a scheduled task',
      method: 'DELETE',
      path: SYSTEM_TASK.one,
      access: task(ADMIN_BUTTON.remove),
      request: () => ({ method: 'DELETE', url: fillPath(SYSTEM_TASK.one, { id: w.task }) }),
    },
    {
      name: 'disable a scheduled task',
      method: 'PUT',
      path: SYSTEM_TASK.state,
      access: task(ADMIN_BUTTON.state),
      request: () => ({ method: 'PUT', url: fillPath(SYSTEM_TASK.state, { id: w.task }) }),
    },
    {
      name: 'list the built-in jobs',
      method: 'GET',
      path: SYSTEM_TASK.jobs,
      access: task(),
      request: () => ({ method: 'GET', url: SYSTEM_TASK.jobs }),
    },
    {
      name: 'run a scheduled task now',
      method: 'POST',
      path: SYSTEM_TASK.run,
      access: task(TASK_BUTTON.run),
      request: () => ({ method: 'POST', url: fillPath(SYSTEM_TASK.run, { id: w.task }) }),
    },
    {
      name: "read a task's runs",
      method: 'GET',
      path: SYSTEM_TASK.runs,
      access: task(),
      request: () => ({ method: 'GET', url: fillPath(SYSTEM_TASK.runs, { id: w.task }) }),
    },
    {
      name: "purge a task's runs",
      method: 'DELETE',
      path: SYSTEM_TASK.runs,
      access: task(TASK_BUTTON.purgeRuns),
      request: () => ({ method: 'DELETE', url: fillPath(SYSTEM_TASK.runs, { id: w.task }) }),
    },
    {
      name: 'list the caches',
      method: 'GET',
      path: SYSTEM_CACHE.list,
      access: { kind: 'grant', menu: CACHE_PAGE },
      request: () => ({ method: 'GET', url: SYSTEM_CACHE.list }),
    },
    {
      name: 'clear one cache',
      method: 'DELETE',
      path: SYSTEM_CACHE.one,
      access: { kind: 'grant', menu: CACHE_PAGE, button: CACHE_BUTTON.clear },
      request: () => ({
        method: 'DELETE',
        url: fillPath(SYSTEM_CACHE.one, { name: 'system.settings' }),
      }),
      unchanged: cacheAges,
    },
    {
      name: 'clear every cache',
      method: 'POST',
      path: SYSTEM_CACHE.clearAll,
      access: { kind: 'grant', menu: CACHE_PAGE, button: CACHE_BUTTON.clear },
      request: () => ({ method: 'POST', url: SYSTEM_CACHE.clearAll }),
      unchanged: cacheAges,
    },
    {
      name: 'read the server monitor',
      method: 'GET',
      path: SYSTEM_MONITOR.one,
      access: { kind: 'grant', menu: MONITOR_PAGE },
      request: () => ({ method: 'GET', url: SYSTEM_MONITOR.one }),
    },
    {
      name: 'read the system configuration',
      method: 'GET',
      path: SYSTEM_SYS_CONFIG.config,
      access: { kind: 'grant', menu: SYS_CONFIG_PAGE },
      request: () => ({ method: 'GET', url: SYSTEM_SYS_CONFIG.config }),
    },
    {
      name: 'change the system configuration',
      method: 'PUT',
      path: SYSTEM_SYS_CONFIG.config,
      access: { kind: 'administrator', menu: SYS_CONFIG_PAGE, reason: DENIED },
      request: () => ({ method: 'PUT', url: SYSTEM_SYS_CONFIG.config, payload: configForm() }),
    },
    {
      name: "read the login page's settings",
      method: 'GET',
      path: SYSTEM_SYS_CONFIG.loginPage,
      access: { kind: 'public' },
      request: () => ({ method: 'GET', url: SYSTEM_SYS_CONFIG.loginPage }),
    },
    ...(
      [
        ['sign-in log', SYSTEM_LOG.signIns, () => SYSTEM_LOG.signIns],
        ['operation log', SYSTEM_LOG.operations, () => SYSTEM_LOG.operations],
        [
          'one operation',
          SYSTEM_LOG.operation,
          () => fillPath(SYSTEM_LOG.operation, { id: w.operation }),
        ],
        ['error log', SYSTEM_LOG.errors, () => SYSTEM_LOG.errors],
        ['one error', SYSTEM_LOG.error, () => fillPath(SYSTEM_LOG.error, { id: w.error })],
      ] as const
    ).map(([name, path, url]): SystemRoute => ({
      name: `read the ${name}`,
      method: 'GET',
      path,
      access: { kind: 'grant', menu: LOG_PAGE },
      request: () => ({ method: 'GET', url: url() }),
    })),
    {
      name: 'delete chosen log rows',
      method: 'DELETE',
      path: SYSTEM_LOG.remove,
      access: {
        kind: 'administrator',
        menu: LOG_PAGE,
        button: ADMIN_BUTTON.remove,
        reason: ADMINISTRATORS_DELETE_LOGS,
      },
      request: () => ({
        method: 'DELETE',
        url: SYSTEM_LOG.remove,
        payload: { category: 4, ids: w.errorRows },
      }),
      unchanged: logRows,
    },
    {
      name: 'clear a log',
      method: 'DELETE',
      path: SYSTEM_LOG.clear,
      access: {
        kind: 'administrator',
        menu: LOG_PAGE,
        button: ADMIN_BUTTON.remove,
        reason: ADMINISTRATORS_DELETE_LOGS,
      },
      request: () => ({
        method: 'DELETE',
        url: SYSTEM_LOG.clear,
        payload: { category: 4, keepDays: 0 },
      }),
      unchanged: logRows,
    },
    {
      name: "report the shell's own error",
      method: 'POST',
      path: SYSTEM_LOG.clientError,
      access: { kind: 'signedIn' },
      request: () => ({
        method: 'POST',
        url: SYSTEM_LOG.clientError,
        payload: { message: 'a client error', url: '/home' },
      }),
    },
    {
      name: 'read the translation table',
      method: 'GET',
      path: SYSTEM_LANGUAGE.catalog,
      access: { kind: 'grant', menu: LANGUAGE_PAGE },
      request: () => ({ method: 'GET', url: SYSTEM_LANGUAGE.catalog }),
    },
    {
      name: "read the shell's overrides",
      method: 'GET',
      path: SYSTEM_LANGUAGE.shellOverrides,
      access: { kind: 'public' },
      request: () => ({ method: 'GET', url: SYSTEM_LANGUAGE.shellOverrides }),
    },
    {
      name: 'override a text',
      method: 'PUT',
      path: SYSTEM_LANGUAGE.override,
      access: { kind: 'grant', menu: LANGUAGE_PAGE, button: ADMIN_BUTTON.edit },
      request: () => ({
        method: 'PUT',
        url: SYSTEM_LANGUAGE.override,
        payload: { scope: 'shell', key: 'app.shortTitle', language: 'en', text: 'Start' },
      }),
    },
    {
      name: 'remove an override',
      method: 'DELETE',
      path: SYSTEM_LANGUAGE.override,
      access: { kind: 'grant', menu: LANGUAGE_PAGE, button: ADMIN_BUTTON.edit },
      request: () => ({
        method: 'DELETE',
        url: `${SYSTEM_LANGUAGE.override}?scope=shell&key=app.shortTitle&language=zh`,
      }),
    },
  ];

  /** Every button of the given pages, as seeded. */
  const buttonsOf = async (pages: string[]): Promise<[string, string][]> => {
    const all: [string, string][] = [];
    for (const page of pages) {
      const rows = await h.db
        .select({ enCode: menuElements.enCode, kind: menuElements.kind })
        .from(menuElements)
        .where(eq(menuElements.menuId, await menuId(h.db, page)));
      for (const row of rows) if (row.kind === 'button') all.push([page, row.enCode]);
    }
    return all;
  };

  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
    const [me] = await h.db.select().from(users).where(eq(users.account, 'admin'));
    const department = me?.organizeId ?? '';
    const userMenu = await menuId(h.db, ADMIN_MENU.user);
    const scheme = async (conditions: { field: string; op: '=='; value: string }[]) => {
      const [row] = await h.db
        .insert(dataSchemes)
        .values({
          menuId: userMenu,
          enCode: fresh('scheme'),
          fullName: 'scheme',
          conditions: { logic: 'and', groups: [{ logic: 'and', conditions }] },
        })
        .returning();
      return row?.id ?? '';
    };
    const schemes: Record<DelegateKind, string> = {
      scoped: await scheme([{ field: 'organizeId', op: '==', value: '@organizeId' }]),
      unscoped: await scheme([]),
    };
    const permissionButtons = await buttonsOf(PERMISSION_PAGES);
    const systemButtons = await buttonsOf(SYSTEM_PAGES);
    const delegate = async (kind: DelegateKind, extra: GrantSet): Promise<Caller> => {
      const role = await createRole(h.db, {
        menus: [...PERMISSION_PAGES, ...(extra.menus ?? [])],
        buttons: [...permissionButtons, ...(extra.buttons ?? [])],
        resources: [schemes[kind]],
      });
      return createCaller(h, { roles: [role], organizeId: department });
    };
    const both = async (extra: GrantSet): Promise<Delegates> => ({
      scoped: await delegate('scoped', extra),
      unscoped: await delegate('unscoped', extra),
    });
    delegates.outsider = await both({});
    delegates.reader = await both({ menus: SYSTEM_PAGES });
    delegates.holder = await both({ menus: SYSTEM_PAGES, buttons: systemButtons });

    w.task = await newTask();
    const at = new Date();
    const [operation] = await h.db
      .insert(operationLogs)
      .values({
        at,
        userId: 'u',
        account: 'u',
        method: 'POST',
        path: '/x',
        status: 200,
        durationMs: 1,
      })
      .returning();
    w.operation = operation?.id ?? '';
    const errors = await h.db
      .insert(errorLogs)
      .values([
        { at, source: 'server', message: 'kept' },
        { at, source: 'client', message: 'kept too' },
      ])
      .returning();
    w.errorRows = errors.map((row) => row.id);
    w.error = w.errorRows[0] ?? '';
  });
  after(() => h.close());

  const key = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;

  it('names every route the system pages register, and no other', async () => {
    await h.app.ready();
    // The document is typed loosely; only its paths and their methods are read.
    const doc = h.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.entries(doc.paths)
      .filter(([path]) => PREFIXES.some((prefix) => path.startsWith(prefix)))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => key(method.toUpperCase(), path)),
      )
      .sort();
    const table = ROUTES.map((route) => key(route.method, route.path)).sort();
    assert.deepEqual(table, [...new Set(table)], 'a route is in the table twice');
    assert.deepEqual(table, registered);
  });

  const guarded = ROUTES.filter(
    (route): route is SystemRoute & { access: { menu: string; button?: string } } =>
      route.access.kind === 'grant' || route.access.kind === 'administrator',
  );
  const attack = (route: SystemRoute, refusedWith: string): DelegationAttack => ({
    name: route.name,
    refusedWith,
    request: route.request,
    ...(route.unchanged === undefined ? {} : { unchanged: route.unchanged }),
  });

  describe('a delegate of the permission pages, holding no system page', () => {
    describeDelegationMatrix(
      () => h,
      () => delegates.outsider,
      guarded.map((route) => attack(route, DENIED)),
    );
  });

  describe('a delegate holding the system pages without their buttons', () => {
    describeDelegationMatrix(
      () => h,
      () => delegates.reader,
      guarded
        .filter(
          (route) => route.access.button !== undefined || route.access.kind === 'administrator',
        )
        .map((route) => attack(route, DENIED)),
    );

    it('reads every page it holds', async () => {
      for (const route of guarded.filter(
        (candidate) => candidate.access.kind === 'grant' && candidate.access.button === undefined,
      )) {
        const request = await route.request();
        for (const delegate of Object.values(delegates.reader)) {
          const response = await call(h.app, request.method, request.url, {
            token: delegate.token,
          });
          assert.equal(envelope(response).code, 200, `${route.name}: ${response.body}`);
        }
      }
    });
  });

  describe('a delegate holding the system pages with every button', () => {
    describeDelegationMatrix(
      () => h,
      () => delegates.holder,
      guarded.flatMap((route) =>
        route.access.kind === 'administrator' ? [attack(route, route.access.reason)] : [],
      ),
    );

    it('runs a task, clears a cache and overrides a text, as granted', async () => {
      const delegate = delegates.holder.scoped;
      const as = async (request: MatrixRequest) =>
        call(h.app, request.method, request.url, {
          token: delegate.token,
          payload: request.payload,
        });
      for (const name of ['run a scheduled task now', 'clear one cache', 'override a text']) {
        const route = ROUTES.find((candidate) => candidate.name === name);
        assert.ok(route, name);
        const response = await as(await route.request());
        assert.equal(envelope(response).code, 200, `${name}: ${response.body}`);
      }
    });
  });

  it('serves the public routes without a session and the error report to anyone signed in', async () => {
    for (const route of ROUTES.filter((candidate) => candidate.access.kind === 'public')) {
      const request = await route.request();
      const response = await call(h.app, request.method, request.url);
      assert.equal(envelope(response).code, 200, `${route.name}: ${response.body}`);
    }
    for (const route of ROUTES.filter((candidate) => candidate.access.kind === 'signedIn')) {
      const request = await route.request();
      const anonymous = await call(h.app, request.method, request.url, {
        payload: request.payload,
      });
      assert.equal(anonymous.statusCode, 401, `${route.name}: ${anonymous.body}`);
      const nobody = await createCaller(h);
      const signed = await call(h.app, request.method, request.url, {
        token: nobody.token,
        payload: request.payload,
      });
      assert.equal(envelope(signed).code, 200, `${route.name}: ${signed.body}`);
    }
    for (const route of guarded) {
      const request = await route.request();
      const anonymous = await call(h.app, request.method, request.url, {
        payload: request.payload,
      });
      assert.equal(anonymous.statusCode, 401, `${route.name}: ${anonymous.body}`);
    }
  });

  // The one read the pages' own tests leave out of their matrices.
  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'system configuration',
        permission: { menu: SYS_CONFIG_PAGE },
        request: () => ({ method: 'GET', url: SYSTEM_SYS_CONFIG.config }),
      },
    ],
  );

  it('lets an administrator do all of it', async () => {
    const token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    for (const route of guarded) {
      const request = await route.request();
      const response = await call(h.app, request.method, request.url, {
        token,
        payload: request.payload,
      });
      assert.equal(envelope(response).code, 200, `${route.name}: ${response.body}`);
      if (route.name === 'delete a scheduled task') w.task = await newTask();
    }
  });
});
