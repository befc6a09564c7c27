import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { callerOf } from '../../src/kernel/caller';
import { ok } from '../../src/plugins/envelope/envelope';
import { dataScopeFor, requirePermission } from '../../src/plugins/permission';
import {
  dataSchemes,
  menus,
  organizations,
  users,
  type SchemeConditions,
} from '../../src/db/schema';
import { ADMIN_PASSWORD, startApp, tokenFor, type Harness } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call } from '../support/requests';

/** A small table of this test only, to scope with every variable. */
const docs = pgTable('scoped_docs', {
  id: text('id').primaryKey(),
  createdBy: text('created_by'),
  organizeId: text('organize_id'),
  title: text('title').notNull(),
});

const MENU = 'test.docs';

const scheme = (field: string, op: string, value: string | string[]): SchemeConditions =>
  ({
    logic: 'and',
    groups: [{ logic: 'and', conditions: [{ field, op, value }] }],
  }) as SchemeConditions;

describe('data scopes', () => {
  let h: Harness;
  let menuId = '';
  const org: Record<string, string> = {};
  let boss: Caller;
  let mid: Caller;
  let leaf: Caller;
  let outsider: Caller;

  before(async () => {
    h = await startApp();
    await h.db.execute(sql`create table scoped_docs (
      id text primary key, created_by text, organize_id text, title text not null)`);
    await h.app.register(async (app) => {
      app.addHook('onRequest', app.authenticate);
      app.get('/test/docs', { onRequest: requirePermission({ menu: MENU }) }, async (request) => {
        const scope = await dataScopeFor(callerOf(request), MENU, {
          id: docs.id,
          createdBy: docs.createdBy,
          organizeId: docs.organizeId,
          title: docs.title,
        });
        const rows = await h.db.select().from(docs).where(and(scope)).orderBy(asc(docs.id));
        return ok(
          request,
          rows.map((row) => row.id),
        );
      });
    });
    const [menu] = await h.db
      .insert(menus)
      .values({ enCode: MENU, fullName: 'docs', type: 2 })
      .returning();
    menuId = menu?.id ?? '';
    for (const [code, parent] of [
      ['co', null],
      ['dept', 'co'],
      ['sub', 'dept'],
      ['other', 'co'],
    ] as const) {
      const [row] = await h.db
        .insert(organizations)
        .values({
          enCode: `scope.${code}`,
          fullName: code,
          category: code === 'co' ? 'company' : 'department',
          parentId: parent === null ? null : (org[parent] ?? null),
        })
        .returning();
      org[code] = row?.id ?? '';
    }
    boss = await createCaller(h, { organizeId: org.dept, grants: { menus: [MENU] } });
    mid = await createCaller(h, { organizeId: org.sub, grants: { menus: [MENU] } });
    leaf = await createCaller(h, { organizeId: org.sub, grants: { menus: [MENU] } });
    outsider = await createCaller(h, { organizeId: org.other, grants: { menus: [MENU] } });
    await h.db.update(users).set({ managerId: boss.userId }).where(eq(users.id, mid.userId));
    await h.db.update(users).set({ managerId: mid.userId }).where(eq(users.id, leaf.userId));
    await h.db.insert(docs).values([
      { id: 'd-boss', createdBy: boss.userId, organizeId: org.dept, title: 'boss 100%' },
      { id: 'd-mid', createdBy: mid.userId, organizeId: org.sub, title: 'mid' },
      { id: 'd-leaf', createdBy: leaf.userId, organizeId: org.sub, title: 'leaf' },
      { id: 'd-out', createdBy: outsider.userId, organizeId: org.other, title: 'other' },
      { id: 'd-co', createdBy: null, organizeId: org.co, title: 'company' },
    ]);
  });
  after(() => h.close());

  async function listAs(token: string): Promise<string[]> {
    const response = await call(h.app, 'GET', '/test/docs', { token });
    assert.equal(response.statusCode, 200, response.body);
    return response.json<{ data: string[] }>().data;
  }

  /** Grants the caller a new scheme of the menu and lists; the scheme is removed afterwards. */
  async function listUnder(caller: Caller, conditions: SchemeConditions): Promise<string[]> {
    const [row] = await h.db
      .insert(dataSchemes)
      .values({ menuId, enCode: `s${Date.now()}`, fullName: 's', conditions })
      .returning();
    const id = row?.id ?? '';
    await h.db.execute(sql`insert into grants (id, item_type, item_id, object_type, object_id)
      values (${`g-${id}`}, 'resource', ${id}, 'user', ${caller.userId})`);
    try {
      return await listAs(caller.token);
    } finally {
      await h.db.delete(dataSchemes).where(eq(dataSchemes.id, id));
      await h.db.execute(sql`delete from grants where item_id = ${id}`);
    }
  }

  it('lists everything while the menu has no scheme', async () => {
    assert.equal((await listAs(leaf.token)).length, 5);
  });

  it('@userId keeps the caller’s own records', async () => {
    assert.deepEqual(await listUnder(mid, scheme('createdBy', '==', '@userId')), ['d-mid']);
  });

  it('@userAndSubordinates follows the manager chain down', async () => {
    const conditions = scheme('createdBy', 'in', '@userAndSubordinates');
    assert.deepEqual(await listUnder(boss, conditions), ['d-boss', 'd-leaf', 'd-mid']);
    assert.deepEqual(await listUnder(mid, conditions), ['d-leaf', 'd-mid']);
    assert.deepEqual(await listUnder(leaf, conditions), ['d-leaf']);
  });

  it('@organizeId and @organizeAndSub follow the organisation tree', async () => {
    assert.deepEqual(await listUnder(boss, scheme('organizeId', '==', '@organizeId')), ['d-boss']);
    assert.deepEqual(await listUnder(boss, scheme('organizeId', '==', '@organizeAndSub')), [
      'd-boss',
      'd-leaf',
      'd-mid',
    ]);
    assert.deepEqual(await listUnder(leaf, scheme('organizeId', '==', '@organizeAndSub')), [
      'd-leaf',
      'd-mid',
    ]);
  });

  it('combines groups with and/or, and <> and like operators', async () => {
    const either: SchemeConditions = {
      logic: 'or',
      groups: [
        { logic: 'and', conditions: [{ field: 'createdBy', op: '==', value: '@userId' }] },
        { logic: 'and', conditions: [{ field: 'id', op: 'in', value: 'd-co,d-out' }] },
      ],
    };
    assert.deepEqual(await listUnder(leaf, either), ['d-co', 'd-leaf', 'd-out']);
    assert.deepEqual(await listUnder(leaf, scheme('createdBy', '<>', '@userId')), [
      'd-boss',
      'd-co',
      'd-mid',
      'd-out',
    ]);
    assert.deepEqual(await listUnder(leaf, scheme('title', 'like', '100%')), ['d-boss']);
    assert.deepEqual(await listUnder(leaf, scheme('title', 'like', '_id')), []);
  });

  it('matches nothing when the menu has schemes but none is granted', async () => {
    const [row] = await h.db
      .insert(dataSchemes)
      .values({ menuId, enCode: 'ungranted', fullName: 'u', conditions: scheme('id', '==', 'x') })
      .returning();
    try {
      assert.deepEqual(await listAs(leaf.token), []);
      const admin = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
      assert.equal((await listAs(admin)).length, 5, 'administrators see everything');
    } finally {
      await h.db.delete(dataSchemes).where(eq(dataSchemes.id, row?.id ?? ''));
    }
  });

  it('keeps injection attempts as values and unknown fields as nothing', async () => {
    for (const value of ["x' or '1'='1", 'd-leaf) or (1=1', "'; drop table scoped_docs; --"]) {
      assert.deepEqual(await listUnder(leaf, scheme('id', '==', value)), []);
      assert.deepEqual(await listUnder(leaf, scheme('title', 'like', value)), []);
    }
    assert.deepEqual(await listUnder(leaf, scheme('id; drop table users', '==', 'd-leaf')), []);
    assert.deepEqual(await listUnder(leaf, scheme('constructor', '==', 'd-leaf')), []);
    assert.equal((await listAs(leaf.token)).length, 5, 'the table is still there');
  });
});
