import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { HOME, fillPath, type HomeShortcuts } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { menus } from '../../src/db/schema';
import { menuVisits, userShortcuts } from '../../src/modules/home/schema';
import type { Harness } from '../support/app-harness';
import {
  createCaller,
  createRole,
  elementId,
  menuId,
  type Caller,
} from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';

describe('home shortcuts and visits: only pages of the caller’s menu', () => {
  let h: Harness;
  let admin = '';
  before(async () => {
    ({ h, token: admin } = await startAppAsAdmin());
  });
  after(() => h.close());

  const save = (token: string, menuIds: string[]) =>
    call(h.app, 'PUT', HOME.shortcuts, { token, language: 'en', payload: { menuIds } });
  const visit = (token: string, id: string) =>
    call(h.app, 'POST', fillPath(HOME.visit, { menuId: id }), { token, language: 'en' });
  const read = async (token: string): Promise<HomeShortcuts> =>
    envelope<HomeShortcuts>(await call(h.app, 'GET', HOME.shortcuts, { token })).data;

  async function insertMenu(values: {
    enCode: string;
    type: number;
    parentId?: string;
    enabled?: boolean;
  }): Promise<string> {
    const [row] = await h.db
      .insert(menus)
      .values({ fullName: values.enCode, urlAddress: values.enCode, ...values })
      .returning({ id: menus.id });
    return row?.id ?? assert.fail('menu not inserted');
  }

  async function assertRefused(caller: { token: string; userId?: string }, id: string) {
    const saved = await save(caller.token, [id]);
    assert.equal(saved.statusCode, 400, saved.body);
    const visited = await visit(caller.token, id);
    assert.equal(visited.statusCode, 400, visited.body);
  }

  it('refuses a page under a disabled directory, which the menu leaves out', async () => {
    const folder = await insertMenu({ enCode: 'probeFolder', type: 1, enabled: false });
    const page = await insertMenu({ enCode: 'probeFolder.page', type: 2, parentId: folder });
    const caller: Caller = await createCaller(h, {
      roles: [await createRole(h.db, { menus: ['probeFolder', 'probeFolder.page'] })],
    });
    await assertRefused(caller, page);
    await assertRefused({ token: admin }, page);
    const rows = await h.db.select().from(menuVisits).where(eq(menuVisits.menuId, page));
    assert.deepEqual(rows, []);
  });

  it('refuses a disabled page, one granted through a disabled role, and a button id', async () => {
    const disabled = await insertMenu({ enCode: 'probeDisabled', type: 2, enabled: false });
    const viaDisabledRole = await createCaller(h, {
      roles: [await createRole(h.db, { menus: ['permission', 'permission.user'] }, false)],
    });
    const holder = await createCaller(h, {
      roles: [
        await createRole(h.db, { menus: ['permission', 'permission.user', 'probeDisabled'] }),
      ],
    });
    await assertRefused(holder, disabled);
    await assertRefused(viaDisabledRole, await menuId(h.db, 'permission.user'));
    await assertRefused(holder, await elementId(h.db, 'permission.user', 'button', 'btn_add'));
    const rows = await h.db
      .select()
      .from(userShortcuts)
      .where(eq(userShortcuts.userId, holder.userId));
    assert.deepEqual(rows, []);
    assert.deepEqual(await read(holder.token), { shortcuts: [], recent: [], frequent: [] });
  });
});
