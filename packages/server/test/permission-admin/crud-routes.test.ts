/**
 * The standard administration routes of a contract resource, on a table of their own: which
 * routes a resource yields, what reaches the service, which grant each route asks for, and the
 * data scope the routes apply by themselves. Sign-in and rights are stood in for (a caller names
 * itself and its buttons in headers) so that only the routes are under test; the real areas
 * built on them are covered by their own tests and the authorisation matrix.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { TimestampQuery, crudRoutes, defineResource, type StateBody } from '@mepm/contract';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, asc, eq, sql } from 'drizzle-orm';
import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import Fastify, { type FastifyInstance } from 'fastify';
import Type from 'typebox';
import { createDb, type Db } from '../../src/db/client';
import { found } from '../../src/kernel/data/not-found';
import { registerAdminCrud } from '../../src/kernel/http/crud-routes';
import { installEnvelope } from '../../src/plugins/envelope';
import type { MenuAccessRights } from '../../src/plugins/permission/caller-access';
import type { SchemeConditions } from '../../src/db/schema';
import { PRODUCT_TEXTS } from '../support/product';
import { call } from '../support/requests';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const MENU = 'test.things';
const things = pgTable('test_things', {
  id: text('id').primaryKey(),
  owner: text('owner').notNull(),
  note: text('note').notNull(),
  enabled: boolean('enabled').notNull(),
});

const ThingBody = Type.Object({
  owner: Type.String({ minLength: 1 }),
  note: Type.String({ minLength: 1 }),
});
const Thing = Type.Object({ id: Type.String(), owner: Type.String(), note: Type.String() });
const schemas = {
  listQuery: TimestampQuery,
  page: Type.Object({ list: Type.Array(Thing) }),
  record: Thing,
  body: ThingBody,
};
const summaries = {
  list: 'List',
  create: 'Create',
  read: 'Read',
  update: 'Edit',
  remove: 'Delete',
};

/** Unscoped, without a state toggle. */
const PLAIN = defineResource({
  routes: crudRoutes({
    name: MENU,
    tag: 'Plain',
    paths: { list: '/plain', create: '/plain', item: '/plain/:id' },
  }),
  schemas,
  summaries,
});

/** Scoped by owner, with a state toggle. */
const SCOPED = defineResource({
  routes: crudRoutes({
    name: MENU,
    tag: 'Scoped',
    paths: { list: '/scoped', create: '/scoped', item: '/scoped/:id', state: '/scoped/:id/State' },
  }),
  schemas,
  summaries: { ...summaries, state: 'Toggle' },
  scopeFields: ['owner'],
});

/** Unscoped; its create forgets `ctx.write`. */
const CARELESS = defineResource({
  routes: crudRoutes({
    name: MENU,
    tag: 'Careless',
    paths: { list: '/careless', create: '/careless', item: '/careless/:id' },
  }),
  schemas,
  summaries,
});

/** The calls the services received, in order. */
type Received = [operation: string, ...values: unknown[]];

/** A scheme of MENU that lets a caller see the things of one owner. */
const ownedBy = (owner: string): SchemeConditions => ({
  logic: 'and',
  groups: [{ logic: 'and', conditions: [{ field: 'owner', op: '==', value: owner }] }],
});

/**
 * A caller's rights: administrators (no header) hold everything; others hold MENU with the
 * buttons of `x-buttons`, scoped to their own things when `x-scoped` is set.
 */
function rightsOf(buttons: string, user: string, scoped: boolean): Map<string, MenuAccessRights> {
  const none = new Set<string>();
  const schemes = scoped ? [{ id: 'own', granted: true, conditions: ownedBy(user) }] : [];
  return new Map([
    [
      MENU,
      {
        buttons: new Set(buttons.split(',').filter(Boolean)),
        definedColumns: none,
        columns: none,
        definedForms: none,
        forms: none,
        schemes,
      },
    ],
  ]);
}

const thingsOf = (db: Db, where?: ReturnType<typeof eq>) =>
  db.select().from(things).where(where).orderBy(asc(things.id));

describe('registerAdminCrud', () => {
  let database: TestDatabase;
  let db: Db;
  let app: FastifyInstance;
  const received: Received[] = [];
  const states: StateBody[] = [];

  before(async () => {
    database = await createTestDatabase();
    db = createDb(database.pool);
    await db.execute(sql`create table test_things (
      id text primary key, owner text not null, note text not null, enabled boolean not null)`);
    const typed = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    typed.setValidatorCompiler(TypeBoxValidatorCompiler);
    installEnvelope(typed, { translator: PRODUCT_TEXTS, uniqueFields: new Map() });
    typed.decorateRequest('session', null);
    typed.decorateRequest('user', null);
    typed.decorate('authenticate', async () => {});
    typed.addHook('onRequest', async (request) => {
      const id = String(request.headers['x-user'] ?? 'admin');
      const isAdministrator = request.headers['x-buttons'] === undefined;
      request.user = { id, account: id, isAdministrator };
      request.session = {
        id: `session-${id}`,
        userId: id,
        createdAt: new Date(),
        dataVersions: {},
      };
    });
    typed.decorate('callerVariables', async () => new Map());
    typed.decorate('callerAccess', async (request) => {
      const buttons = request.headers['x-buttons'];
      if (typeof buttons !== 'string') return 'all';
      return rightsOf(buttons, request.user?.id ?? '', request.headers['x-scoped'] === 'yes');
    });

    let next = 0;
    const newId = () => `t${++next}`;
    registerAdminCrud(typed, db, {
      resource: PLAIN,
      service: {
        list: async () => ({ list: [] }),
        create: async (ctx, body) => {
          received.push(['create', body]);
          return ctx.write(async () => 'new-id');
        },
        read: async (_ctx, id) => ({ id, owner: 'nobody', note: id }),
        update: async (ctx, id, body) => {
          received.push(['update', id, body]);
          await ctx.write(async () => undefined);
        },
        remove: async (ctx, id) => {
          received.push(['remove', id]);
          await ctx.write(async () => undefined);
        },
      },
    });
    registerAdminCrud(typed, db, {
      resource: SCOPED,
      scope: { table: things, id: things.id, fields: { owner: things.owner } },
      service: {
        list: async (ctx) => ({ list: await thingsOf(db, and(ctx.scope)) }),
        create: (ctx, body) =>
          ctx.write(async (tx) => {
            const id = newId();
            await tx.insert(things).values({ id, ...body, enabled: true });
            return id;
          }),
        read: async (_ctx, id) => found(await thingsOf(db, eq(things.id, id))),
        update: (ctx, id, body) =>
          ctx.write(async (tx) => {
            await tx.update(things).set(body).where(eq(things.id, id));
          }),
        remove: (ctx, id) =>
          ctx.write(async (tx) => {
            await tx.delete(things).where(eq(things.id, id));
          }),
        setState: (ctx, id, body) =>
          ctx.write(async (tx) => {
            states.push(body);
            const [row] = await tx.select().from(things).where(eq(things.id, id));
            const enabled = body.enabled ?? !row?.enabled;
            await tx.update(things).set({ enabled }).where(eq(things.id, id));
            return { enabled };
          }),
      },
    });
    registerAdminCrud(typed, db, {
      resource: CARELESS,
      service: {
        list: async () => ({ list: [] }),
        create: async (_ctx, body) => {
          await db.insert(things).values({ id: 'careless', ...body, enabled: true });
          return 'careless';
        },
        read: async (_ctx, id) => ({ id, owner: 'nobody', note: id }),
        update: async () => undefined,
        remove: async () => undefined,
      },
    });
    await typed.ready();
    app = typed;
  });
  after(async () => {
    await app.close();
    await database.close();
  });

  it('registers the contract paths, and the state route only where the resource has one', () => {
    for (const base of ['/plain', '/scoped']) {
      assert.ok(app.hasRoute({ method: 'GET', url: base }), `${base} list`);
      assert.ok(app.hasRoute({ method: 'POST', url: base }), `${base} create`);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        assert.ok(app.hasRoute({ method, url: `${base}/:id` }), `${base} ${method} item`);
      }
    }
    assert.equal(app.hasRoute({ method: 'PUT', url: '/plain/:id/State' }), false);
    assert.ok(app.hasRoute({ method: 'PUT', url: '/scoped/:id/State' }));
  });

  it('hands the service the validated parts and answers its result in the envelope', async () => {
    received.length = 0;
    const created = await call(app, 'POST', '/plain', { payload: { owner: 'o', note: 'a' } });
    assert.deepEqual(created.json(), { code: 200, msg: '操作成功', data: { id: 'new-id' } });
    const read = await call(app, 'GET', '/plain/x1', { language: 'en' });
    assert.deepEqual(read.json().data, { id: 'x1', owner: 'nobody', note: 'x1' });
    await call(app, 'PUT', '/plain/x2', { payload: { owner: 'o', note: 'b' } });
    await call(app, 'DELETE', '/plain/x3');
    assert.deepEqual(received, [
      ['create', { owner: 'o', note: 'a' }],
      ['update', 'x2', { owner: 'o', note: 'b' }],
      ['remove', 'x3'],
    ]);
    const invalid = await call(app, 'POST', '/plain', { payload: { owner: 'o', note: '' } });
    assert.equal(invalid.statusCode, 400);
    assert.equal(received.length, 3, 'an invalid body never reaches the service');
    // The item routes take IdParams, whose ids are at most 64 characters.
    const longId = await call(app, 'GET', `/plain/${'x'.repeat(65)}`);
    assert.equal(longId.statusCode, 400);
  });

  it('lets the state route flip without a body', async () => {
    const { data } = (
      await call(app, 'POST', '/scoped', { payload: { owner: 'o', note: 's' } })
    ).json<{ data: { id: string } }>();
    states.length = 0;
    const flipped = await call(app, 'PUT', `/scoped/${data.id}/State`);
    assert.deepEqual(flipped.json().data, { enabled: false });
    const set = await call(app, 'PUT', `/scoped/${data.id}/State`, { payload: { enabled: true } });
    assert.deepEqual(set.json().data, { enabled: true });
    assert.deepEqual(states, [{}, { enabled: true }]);
  });

  it('opens reads with the menu and each write with its own button', async () => {
    const { data } = (
      await call(app, 'POST', '/scoped', { payload: { owner: 'o', note: 'b' } })
    ).json<{ data: { id: string } }>();
    const item = `/scoped/${data.id}`;
    const as = (buttons: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
      app.inject({
        method,
        url,
        headers: { 'x-buttons': buttons },
        ...(method === 'POST' || (method === 'PUT' && !url.endsWith('State'))
          ? { payload: { owner: 'o', note: 'n' } }
          : {}),
      });
    const routes = [
      { method: 'POST', url: '/scoped', button: 'btn_add' },
      { method: 'PUT', url: item, button: 'btn_edit' },
      { method: 'PUT', url: `${item}/State`, button: 'btn_state' },
      { method: 'DELETE', url: item, button: 'btn_remove' },
    ] as const;
    assert.equal((await as('', 'GET', '/scoped')).statusCode, 200);
    assert.equal((await as('', 'GET', item)).statusCode, 200);
    const all = routes.map((route) => route.button);
    for (const { method, url, button } of routes) {
      const others = all.filter((b) => b !== button).join(',');
      assert.equal((await as(others, method, url)).statusCode, 403, `${method} ${url} without`);
      assert.equal((await as(button, method, url)).statusCode, 200, `${method} ${url} with`);
    }
  });

  describe('on a scoped resource', () => {
    const ALL_BUTTONS = 'btn_add,btn_edit,btn_remove,btn_state';
    const asAlice = { 'x-user': 'alice', 'x-buttons': ALL_BUTTONS, 'x-scoped': 'yes' };
    let mine = '';
    let theirs = '';

    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: asAlice, ...(payload ? { payload } : {}) });

    beforeEach(async () => {
      await db.delete(things);
      mine = 'mine';
      theirs = 'theirs';
      await db.insert(things).values([
        { id: mine, owner: 'alice', note: 'hers', enabled: true },
        { id: theirs, owner: 'bob', note: 'his', enabled: true },
      ]);
    });

    it('gives the list the caller scope', async () => {
      const response = await send('GET', '/scoped');
      assert.deepEqual(
        response.json().data.list.map((row: { id: string }) => row.id),
        [mine],
      );
    });

    it('finds records by id only inside the scope', async () => {
      assert.equal((await send('GET', `/scoped/${mine}`)).statusCode, 200);
      const hidden = [
        await send('GET', `/scoped/${theirs}`),
        await send('PUT', `/scoped/${theirs}`, { owner: 'bob', note: 'changed' }),
        await send('PUT', `/scoped/${theirs}/State`),
        await send('DELETE', `/scoped/${theirs}`),
      ];
      assert.deepEqual(
        hidden.map((response) => response.statusCode),
        [404, 404, 404, 404],
      );
      assert.deepEqual(await thingsOf(db, eq(things.id, theirs)), [
        { id: theirs, owner: 'bob', note: 'his', enabled: true },
      ]);
    });

    it('refuses a create or an edit that would leave the scope, and writes nothing', async () => {
      const created = await send('POST', '/scoped', { owner: 'bob', note: 'planted' });
      assert.equal(created.statusCode, 403);
      assert.equal(created.json().msg, PRODUCT_TEXTS.text('zh', 'outsideDataScope'));
      const moved = await send('PUT', `/scoped/${mine}`, { owner: 'bob', note: 'given away' });
      assert.equal(moved.statusCode, 403);
      assert.deepEqual(await thingsOf(db), [
        { id: mine, owner: 'alice', note: 'hers', enabled: true },
        { id: theirs, owner: 'bob', note: 'his', enabled: true },
      ]);
      const kept = await send('PUT', `/scoped/${mine}`, { owner: 'alice', note: 'edited' });
      assert.equal(kept.statusCode, 200);
    });

    it('applies the scope the same way to fifty writes at once', async () => {
      const attempts = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? send('POST', '/scoped', { owner: 'bob', note: `planted ${i}` })
            : send('PUT', `/scoped/${theirs}`, { owner: 'alice', note: `taken ${i}` }),
        ),
      );
      assert.deepEqual(
        [...new Set(attempts.map((response) => response.statusCode))].sort(),
        [403, 404],
      );
      assert.equal((await thingsOf(db, eq(things.owner, 'bob'))).length, 1);
      assert.equal((await thingsOf(db, eq(things.owner, 'alice'))).length, 1);
    });
  });

  it('refuses a write service that bypasses ctx.write', async () => {
    const response = await call(app, 'POST', '/careless', { payload: { owner: 'o', note: 'n' } });
    assert.equal(response.statusCode, 500);
  });
});
