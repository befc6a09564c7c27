import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  fillPath,
  VISUALDEV_BASE,
  type CurrentUserBundle,
  type MenuEntry,
  type WebDesignPublished,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { grants } from '../../src/db/schema';
import { currentUser, type Harness } from '../support/app-harness';
import { callerWithRole, elementId, menuId } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { designBody, orderFields, uniqueCode } from './web-design-support';
import {
  column,
  elementsOf,
  entriesWithCode,
  orderList,
  publish,
  releasedDesign,
} from './publish-support';

const flatten = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

describe('publishing a design to a menu', () => {
  let h: Harness;
  let token = '';
  let directory = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    directory = await menuId(h.db, 'onlineDev');
  });
  after(() => h.close());

  const published = async (id: string, enCode: string, extra: object = {}) => {
    const response = await publish(h, token, id, {
      parentId: directory,
      enCode,
      fullName: '采购订单',
      names: { zhtw: '採購訂單', en: 'Purchase orders' },
      icon: 'icon-ym icon-ym-generator-menu',
      sortCode: 7,
      ...extra,
    });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<WebDesignPublished>(response).data.menuId;
  };

  it('creates an entry of type 3 with the list design’s buttons and columns and the form’s fields', async () => {
    const { id } = await releasedDesign(h, token);
    const enCode = uniqueCode('orders.');
    const entryId = await published(id, enCode);
    const [entry] = await entriesWithCode(h, enCode);
    assert.ok(entry);
    assert.deepEqual(
      [entry.id, entry.parentId, entry.type, entry.fullName, entry.names, entry.sortCode],
      [entryId, directory, 3, '采购订单', { zhtw: '採購訂單', en: 'Purchase orders' }, 7],
    );
    assert.deepEqual(JSON.parse(entry.propertyJson), { moduleId: id, isTree: 0 });
    assert.equal(entry.urlAddress, enCode.replaceAll('.', '/'));
    assert.deepEqual(await elementsOf(h, entryId), [
      'button:btn_add:Add',
      'button:btn_edit:Edit',
      'button:btn_remove:Delete',
      'column:name:名称',
      'column:total:金额',
      'form:name:名称',
      'form:total:金额',
      'form:remark:备注',
      'form:lines:明细',
      'form:lines.qty:明细-数量',
    ]);

    const admin = envelope<CurrentUserBundle>(await currentUser(h.app, token)).data;
    assert.ok(flatten(admin.menuList).some((item) => item.id === entryId));
    const rights = admin.permissionList.find((item) => item.modelId === entryId);
    assert.deepEqual(
      rights?.button.map((b) => b.enCode),
      ['btn_add', 'btn_edit', 'btn_remove'],
    );
  });

  it('marks a tree list as isTree 1', async () => {
    const kind = {
      __config__: { wyzxKey: 'select', label: '类别', formId: 9, dataType: 'static' },
      __slot__: { options: [{ fullName: '甲', id: 'a' }] },
      __vModel__: 'kind',
    };
    const formData = { formConf: {}, fields: [...orderFields(), kind] };
    const list = orderList({ type: 2, treeField: 'kind' });
    const { id } = await releasedDesign(h, token, list, { formData });
    const enCode = uniqueCode('tree');
    await published(id, enCode);
    const [entry] = await entriesWithCode(h, enCode);
    assert.deepEqual(JSON.parse(entry?.propertyJson ?? '{}'), { moduleId: id, isTree: 1 });
  });

  it('gives a role granted the entry and btn_add exactly that button', async () => {
    const { id } = await releasedDesign(h, token);
    const enCode = uniqueCode('granted');
    const entryId = await published(id, enCode);
    const clerk = await callerWithRole(h, {
      menus: [enCode],
      buttons: [[enCode, 'btn_add']],
      columns: [[enCode, 'name']],
    });
    const data = envelope<CurrentUserBundle>(await currentUser(h.app, clerk.token)).data;
    assert.ok(flatten(data.menuList).some((item) => item.id === entryId));
    const rights = data.permissionList.find((item) => item.modelId === entryId);
    assert.deepEqual(rights?.button, [{ enCode: 'btn_add', fullName: 'Add' }]);
    assert.deepEqual(
      rights?.column.map((c) => c.enCode),
      ['name'],
    );
    assert.equal(rights?.columnsRestricted, true);
  });

  it('renews the entry: new elements added, departed ones disabled, kept ones keep their grants', async () => {
    const { id, code } = await releasedDesign(h, token);
    const enCode = uniqueCode('renew');
    const entryId = await published(id, enCode);
    const nameColumn = await elementId(h.db, enCode, 'column', 'name');
    const clerk = await callerWithRole(h, { menus: [enCode], columns: [[enCode, 'name']] });

    // The design changes its list: the amount leaves, the remark comes, export is offered.
    const list = orderList({
      columnList: [column('name', '品名'), column('remark', '备注')],
      btnsList: ['add', 'download'],
    });
    const record = envelope<{ version: number }>(
      await call(h.app, 'GET', fillPath(VISUALDEV_BASE.item, { id }), { token }),
    ).data;
    const edited = await call(h.app, 'PUT', fillPath(VISUALDEV_BASE.item, { id }), {
      token,
      payload: { ...designBody(code, { columnData: list }), version: record.version },
    });
    assert.equal(edited.statusCode, 200, edited.body);
    await call(h.app, 'PUT', fillPath(VISUALDEV_BASE.state, { id }), {
      token,
      payload: { state: 1 },
    });
    const again = await published(id, enCode, { menuId: entryId, fullName: '采购订单二' });
    assert.equal(again, entryId);
    assert.equal((await entriesWithCode(h, enCode))[0]?.fullName, '采购订单二');
    const elements = await elementsOf(h, entryId);
    assert.ok(elements.includes('column:name:品名'));
    assert.ok(elements.includes('column:remark:备注'));
    assert.ok(elements.includes('-column:total:金额'));
    assert.ok(elements.includes('button:btn_download:Export'));
    assert.equal(await elementId(h.db, enCode, 'column', 'name'), nameColumn);
    const held = await h.db.select().from(grants).where(eq(grants.itemId, nameColumn));
    assert.equal(held.length, 1);
    const data = envelope<CurrentUserBundle>(await currentUser(h.app, clerk.token)).data;
    const rights = data.permissionList.find((item) => item.modelId === entryId);
    assert.deepEqual(rights?.column, [{ enCode: 'name', fullName: '品名' }]);
  });
});
