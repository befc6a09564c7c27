/**
 * The standard administration routes helper on its own, without a database: which routes a
 * declaration yields, what reaches the service, and which grant each route asks for. The real
 * areas built on it are covered by their own tests and the authorisation matrix.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { EmptyResponse, TimestampQuery, type StateBody, type StateResult } from '@mepm/contract';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import Type from 'typebox';
import { installEnvelope } from '../../src/plugins/envelope';
import type { MenuAccessRights } from '../../src/plugins/permission/caller-access';
import { registerAdminCrud, type AdminCrud } from '../../src/kernel/http/crud-routes';
import { call } from '../support/requests';
import { PRODUCT_TEXTS } from '../support/product';

const MENU = 'test.things';
const NoteBody = Type.Object({ note: Type.String({ minLength: 1 }) });
const NoteResponse = Type.Object({
  code: Type.Integer(),
  msg: Type.String(),
  data: Type.Object({ note: Type.String() }),
});
const schemas = {
  listQuery: TimestampQuery,
  listResponse: EmptyResponse,
  body: NoteBody,
  recordResponse: NoteResponse,
};

/** The calls the service received, in order. */
type Received = [operation: string, ...values: unknown[]];

function declaration(base: string, received: Received[]): AdminCrud<typeof schemas> {
  return {
    menu: MENU,
    tags: ['test'],
    paths: { list: base, create: base, item: `${base}/:id` },
    summaries: { list: 'List', create: 'Create', read: 'Read', update: 'Edit', remove: 'Delete' },
    schemas,
    service: {
      list: async () => null,
      create: async (request) => {
        received.push(['create', request.body]);
        return 'new-id';
      },
      read: async (request) => ({ note: request.params.id }),
      update: async (request) => {
        received.push(['update', request.params.id, request.body]);
      },
      remove: async (request) => {
        received.push(['remove', request.params.id]);
      },
    },
  };
}

/** Rights on MENU with only these buttons; a caller sends them in `x-buttons`, or is an admin. */
function rightsWith(buttons: string[]): Map<string, MenuAccessRights> {
  const none = new Set<string>();
  const rights = { buttons: new Set(buttons), definedColumns: none, columns: none, forms: none };
  return new Map([[MENU, { ...rights, schemes: [] }]]);
}

describe('registerAdminCrud', () => {
  let app: FastifyInstance;
  const received: Received[] = [];
  const states: StateBody[] = [];

  before(async () => {
    const typed = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    typed.setValidatorCompiler(TypeBoxValidatorCompiler);
    installEnvelope(typed, { translator: PRODUCT_TEXTS, uniqueFields: new Map() });
    typed.decorate('authenticate', async () => {});
    typed.decorate('callerAccess', async (request) => {
      const buttons = request.headers['x-buttons'];
      return typeof buttons === 'string' ? rightsWith(buttons.split(',').filter(Boolean)) : 'all';
    });
    registerAdminCrud(typed, declaration('/plain', received));
    registerAdminCrud(typed, {
      ...declaration('/toggled', received),
      state: {
        path: '/toggled/:id/State',
        summary: 'Toggle',
        set: async (request): Promise<StateResult> => {
          states.push(request.body);
          return { enabled: request.body.enabled ?? false };
        },
      },
    });
    await typed.ready();
    app = typed;
  });
  after(() => app.close());

  it('registers the five standard routes, and the state route only when declared', () => {
    for (const base of ['/plain', '/toggled']) {
      assert.ok(app.hasRoute({ method: 'GET', url: base }), `${base} list`);
      assert.ok(app.hasRoute({ method: 'POST', url: base }), `${base} create`);
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        assert.ok(app.hasRoute({ method, url: `${base}/:id` }), `${base} ${method} item`);
      }
    }
    assert.equal(app.hasRoute({ method: 'PUT', url: '/plain/:id/State' }), false);
    assert.ok(app.hasRoute({ method: 'PUT', url: '/toggled/:id/State' }));
  });

  it('hands the service the validated parts and answers its result in the envelope', async () => {
    received.length = 0;
    const created = await call(app, 'POST', '/plain', { payload: { note: 'a' } });
    assert.deepEqual(created.json(), { code: 200, msg: '操作成功', data: { id: 'new-id' } });
    const read = await call(app, 'GET', '/plain/x1', { language: 'en' });
    assert.deepEqual(read.json().data, { note: 'x1' });
    await call(app, 'PUT', '/plain/x2', { payload: { note: 'b' } });
    await call(app, 'DELETE', '/plain/x3');
    assert.deepEqual(received, [
      ['create', { note: 'a' }],
      ['update', 'x2', { note: 'b' }],
      ['remove', 'x3'],
    ]);
    const invalid = await call(app, 'POST', '/plain', { payload: { note: '' } });
    assert.equal(invalid.statusCode, 400);
    assert.equal(received.length, 3, 'an invalid body never reaches the service');
    // The item routes take IdParams, whose ids are at most 64 characters.
    const longId = await call(app, 'GET', `/plain/${'x'.repeat(65)}`);
    assert.equal(longId.statusCode, 400);
  });

  it('lets the state route flip without a body', async () => {
    states.length = 0;
    const flipped = await call(app, 'PUT', '/toggled/x/State');
    assert.deepEqual(flipped.json().data, { enabled: false });
    const set = await call(app, 'PUT', '/toggled/x/State', { payload: { enabled: true } });
    assert.deepEqual(set.json().data, { enabled: true });
    assert.deepEqual(states, [{}, { enabled: true }]);
  });

  it('opens reads with the menu and each write with its own button', async () => {
    const as = (buttons: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string) =>
      app.inject({
        method,
        url,
        headers: { 'x-buttons': buttons },
        ...(method === 'POST' || (method === 'PUT' && !url.endsWith('State'))
          ? { payload: { note: 'n' } }
          : {}),
      });
    const routes = [
      { method: 'POST', url: '/toggled', button: 'btn_add' },
      { method: 'PUT', url: '/toggled/x', button: 'btn_edit' },
      { method: 'DELETE', url: '/toggled/x', button: 'btn_remove' },
      { method: 'PUT', url: '/toggled/x/State', button: 'btn_state' },
    ] as const;
    assert.equal((await as('', 'GET', '/toggled')).statusCode, 200);
    assert.equal((await as('', 'GET', '/toggled/x')).statusCode, 200);
    const all = routes.map((route) => route.button);
    for (const { method, url, button } of routes) {
      const others = all.filter((b) => b !== button).join(',');
      assert.equal((await as(others, method, url)).statusCode, 403, `${method} ${url} without`);
      assert.equal((await as(button, method, url)).statusCode, 200, `${method} ${url} with`);
    }
  });
});
