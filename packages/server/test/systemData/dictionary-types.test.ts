import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DICTIONARY_TYPE,
  fillPath,
  type DictionaryTypeBriefNode,
  type DictionaryTypeList,
  type DictionaryTypeRecord,
} from '@mepm/contract';
import { menus } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { freshCode, newItem, newType } from './dictionary-support';

describe('dictionary types', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  const item = (id: string) => fillPath(DICTIONARY_TYPE.item, { id });

  it('ships the product dictionaries as a tree of categories, named in three languages', async () => {
    const list = envelope<DictionaryTypeList>(
      await call(h.app, 'GET', DICTIONARY_TYPE.list, { token }),
    ).data.list;
    const base = list.find((node) => node.enCode === 'baseData');
    assert.deepEqual(
      base?.children.map((node) => node.enCode),
      ['gender', 'documentCategory', 'visualDevCategory'],
    );
    const flow = list.find((node) => node.enCode === 'workflowData');
    assert.deepEqual(
      flow?.children.map((node) => [node.enCode, node.fullName, node.names.en]),
      [
        ['flowStatus', '流程状态', 'Flow status'],
        ['urgency', '紧急程度', 'Urgency'],
        ['messageType', '消息类型', 'Message types'],
        ['WorkFlowCategory', '流程分类', 'Flow categories'],
        ['BiddingProject', '招标项目', 'Tenders'],
      ],
    );
    const selector = envelope<{ list: DictionaryTypeBriefNode[] }>(
      await call(h.app, 'GET', DICTIONARY_TYPE.selector, { token, language: 'zh-TW' }),
    ).data.list;
    const gender = selector.flatMap((node) => node.children).find((n) => n.enCode === 'gender');
    assert.equal(gender?.fullName, '性別');
  });

  it('creates, reads, edits and files a type under a category', async () => {
    const category = await newType(h, token, { fullName: '工程数据' });
    const enCode = freshCode('equipment');
    const id = await newType(h, token, {
      parentId: category,
      enCode,
      fullName: '设备类型',
      names: { zhtw: '設備類型', en: 'Equipment types' },
      isTree: true,
      sortCode: 3,
      description: '机电设备',
    });
    const record = envelope<DictionaryTypeRecord>(
      await call(h.app, 'GET', item(id), { token }),
    ).data;
    assert.deepEqual(
      [record.parentId, record.enCode, record.isTree, record.names.en, record.description],
      [category, enCode, true, 'Equipment types', '机电设备'],
    );
    const edit = await call(h.app, 'PUT', item(id), {
      token,
      payload: { parentId: null, enCode, fullName: '设备分类', isTree: true },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const after = envelope<DictionaryTypeRecord>(await call(h.app, 'GET', item(id), { token }));
    assert.deepEqual([after.data.parentId, after.data.fullName], [null, '设备分类']);
    const found = envelope<DictionaryTypeList>(
      await call(h.app, 'GET', `${DICTIONARY_TYPE.list}?keyword=${enCode}`, { token }),
    ).data.list;
    assert.deepEqual(
      found.map((node) => node.id),
      [id],
    );
  });

  it('refuses bad input with a translated message naming the field, writing nothing', async () => {
    const cases: [object, string][] = [
      [{ enCode: '.bad', fullName: '坏' }, 'code: '],
      [{ enCode: freshCode('ok'), fullName: '   ' }, 'Please enter name'],
      [{ enCode: freshCode('ok'), fullName: '名', parentId: 'missing' }, 'parent does not exist'],
      [{ fullName: '名' }, 'code'],
    ];
    for (const [payload, message] of cases) {
      const response = await call(h.app, 'POST', DICTIONARY_TYPE.create, {
        token,
        language: 'en',
        payload,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json<{ msg: string }>().msg, new RegExp(message, 'i'));
    }
    const zh = await call(h.app, 'POST', DICTIONARY_TYPE.create, {
      token,
      payload: { enCode: 'gender', fullName: '重复' },
    });
    assert.equal(zh.statusCode, 400);
    assert.equal(zh.json<{ msg: string }>().msg, '编码已存在');
  });

  it('refuses a parent that is the type itself or below it', async () => {
    const top = await newType(h, token);
    const child = await newType(h, token, { parentId: top });
    const response = await call(h.app, 'PUT', item(top), {
      token,
      language: 'en',
      payload: { parentId: child, enCode: freshCode('T'), fullName: '环' },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.match(response.json<{ msg: string }>().msg, /descendants/);
  });

  it('refuses to delete a type with sub-types, with data or opened by a menu entry', async () => {
    const language = 'en';
    const parent = await newType(h, token);
    await newType(h, token, { parentId: parent });
    const withChild = await call(h.app, 'DELETE', item(parent), { token, language });
    assert.equal(
      withChild.json<{ msg: string }>().msg,
      'This dictionary type has sub-types and cannot be deleted',
    );

    const withData = await newType(h, token);
    await newItem(h, token, withData);
    await newItem(h, token, withData);
    const held = await call(h.app, 'DELETE', item(withData), { token, language });
    assert.equal(held.statusCode, 400);
    assert.equal(
      held.json<{ msg: string }>().msg,
      'This dictionary type holds 2 items and cannot be deleted',
    );

    const opened = await newType(h, token);
    await h.db.insert(menus).values({
      type: 4,
      enCode: freshCode('dyn'),
      fullName: '动态字典',
      propertyJson: JSON.stringify({ moduleId: opened, isTree: 0 }),
    });
    const inUse = await call(h.app, 'DELETE', item(opened), { token, language: 'zh' });
    assert.equal(inUse.json<{ msg: string }>().msg, '该字典分类已被菜单“动态字典”使用，不能删除');

    const free = await newType(h, token);
    assert.equal((await call(h.app, 'DELETE', item(free), { token })).statusCode, 200);
    assert.equal((await call(h.app, 'GET', item(free), { token })).statusCode, 404);
  });

  it('refuses to stop being a tree while items have parents', async () => {
    const enCode = freshCode('T');
    const type = await newType(h, token, { enCode, isTree: true });
    const parent = await newItem(h, token, type);
    await newItem(h, token, type, { parentId: parent });
    const response = await call(h.app, 'PUT', item(type), {
      token,
      language: 'en',
      payload: { enCode, fullName: '平', isTree: false },
    });
    assert.equal(response.statusCode, 400, response.body);
    assert.match(response.json<{ msg: string }>().msg, /cannot stop being a tree/);
  });

  it('lets one of 50 concurrent creates of one code through', async () => {
    const enCode = freshCode('race');
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(h.app, 'POST', DICTIONARY_TYPE.create, {
          token,
          language: 'en',
          payload: { enCode, fullName: '并发' },
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    assert.equal(codes.filter((code) => code === 200).length, 1, codes.join(','));
    assert.equal(codes.filter((code) => code === 400).length, 49);
    assert.equal(
      responses.find((r) => r.statusCode === 400)?.json<{ msg: string }>().msg,
      'code already exists',
    );
  });
});
