import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  DICTIONARY_DATA,
  DICTIONARY_TYPE,
  fillPath,
  type Dictionary,
  type DictionaryDataList,
  type DictionaryDataRecord,
  type DictionaryImportResult,
  type DictionaryOptionList,
  type DictionaryTransfer,
  type StateResult,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { dictionaryData } from '../../src/modules/systemData/dictionary/schema';
import { createUser, tokenFor, type Harness } from '../support/app-harness';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { freshCode, newItem, newType } from './dictionary-support';

describe('dictionary data', () => {
  let h: Harness;
  let token = '';
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  const list = async (typeId: string, query = '') =>
    envelope<DictionaryDataList>(
      await call(h.app, 'GET', `${fillPath(DICTIONARY_DATA.list, { typeId })}${query}`, { token }),
    ).data.list;
  const options = async (ref: string, language = 'zh', as = token) =>
    envelope<DictionaryOptionList>(
      await call(h.app, 'GET', fillPath(DICTIONARY_DATA.dataSelector, { id: ref }), {
        token: as,
        language,
      }),
    ).data.list;
  const labels = (nodes: { fullName: string; children: { fullName: string }[] }[]) =>
    nodes.map((node) =>
      node.children.length === 0
        ? node.fullName
        : `${node.fullName}(${node.children.map((c) => c.fullName).join(',')})`,
    );

  it('offers the seeded dictionaries to every signed-in user, in their language', async () => {
    const account = freshCode('plain');
    await createUser(h.db, { account, password: 'Plain12345' });
    const plain = await tokenFor(h.app, account, 'Plain12345');
    assert.deepEqual(labels(await options('gender', 'en', plain)), [
      'Male',
      'Female',
      'Not stated',
    ]);
    assert.deepEqual(labels(await options('urgency', 'zh', plain)), ['普通', '重要', '紧急']);
    assert.deepEqual(
      (await options('messageType', 'zh', plain)).map((node) => [node.enCode, node.fullName]),
      [
        ['1', '通知公告'],
        ['2', '待办'],
        ['3', '传阅'],
        ['99', '制度发布'],
      ],
    );
    assert.deepEqual(labels(await options('documentCategory', 'zh-TW', plain)), [
      '制度文件(管理制度,安全制度)',
      '技術文件(圖紙,施工方案)',
      '合約文件',
      '其他',
    ]);
    const all = envelope<{ list: Dictionary[] }>(
      await call(h.app, 'GET', DICTIONARY_DATA.all, { token: plain, language: 'en' }),
    ).data.list;
    const flow = all.find((dictionary) => dictionary.enCode === 'flowStatus');
    assert.deepEqual(
      flow?.dictionaryList.map((node) => `${node.enCode} ${node.fullName}`),
      ['0 Draft', '1 Waiting', '2 Approved', '3 Rejected', '4 Revoked', '5 Cancelled'],
    );
    // The management list is not theirs.
    const typeId = flow?.id ?? '';
    const denied = await call(h.app, 'GET', fillPath(DICTIONARY_DATA.list, { typeId }), {
      token: plain,
    });
    assert.equal(denied.statusCode, 403);
  });

  it('creates, reads, edits, lists and nests items of a tree type', async () => {
    const typeId = await newType(h, token, { isTree: true });
    const parent = await newItem(h, token, typeId, {
      enCode: 'pump',
      fullName: '水泵',
      sortCode: 2,
    });
    const child = await newItem(h, token, typeId, {
      enCode: 'pump.fire',
      fullName: '消防泵',
      names: { zhtw: '消防泵', en: 'Fire pump' },
      parentId: parent,
    });
    await newItem(h, token, typeId, { enCode: 'fan', fullName: '风机', sortCode: 1 });
    const info = envelope<DictionaryDataRecord>(
      await call(h.app, 'GET', fillPath(DICTIONARY_DATA.info, { id: child }), { token }),
    ).data;
    assert.deepEqual(
      [info.typeId, info.parentId, info.enCode, info.names.en, info.enabled],
      [typeId, parent, 'pump.fire', 'Fire pump', true],
    );
    assert.deepEqual(labels(await list(typeId)), ['风机', '水泵(消防泵)']);
    assert.deepEqual(labels(await list(typeId, '?isTree=false')), ['消防泵', '风机', '水泵']);
    assert.deepEqual(labels(await list(typeId, '?keyword=fire')), ['水泵(消防泵)']);
    const edit = await call(h.app, 'PUT', fillPath(DICTIONARY_DATA.item, { id: child }), {
      token,
      payload: { typeId, enCode: 'pump.fire', fullName: '消防水泵', parentId: null },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.deepEqual(labels(await list(typeId)), ['消防水泵', '风机', '水泵']);
    const parents = envelope<DictionaryOptionList>(
      await call(h.app, 'GET', fillPath(DICTIONARY_DATA.selector, { id: typeId }), { token }),
    ).data.list;
    assert.equal(parents.length, 3);
  });

  it('refuses bad input, parents in flat types and moves between types', async () => {
    const flat = await newType(h, token);
    const other = await newType(h, token);
    const item = await newItem(h, token, flat);
    const tries: [string, 'POST' | 'PUT', object, string][] = [
      [DICTIONARY_DATA.create, 'POST', { typeId: flat, enCode: 'a b', fullName: 'x' }, '^code: '],
      [
        DICTIONARY_DATA.create,
        'POST',
        { typeId: flat, enCode: 'ok', fullName: ' ' },
        'Please enter name',
      ],
      [
        DICTIONARY_DATA.create,
        'POST',
        { typeId: 'nope', enCode: 'ok', fullName: 'x' },
        'dictionary type does not exist',
      ],
      [
        DICTIONARY_DATA.create,
        'POST',
        { typeId: flat, enCode: 'ok', fullName: 'x', parentId: item },
        'not a tree',
      ],
      [
        fillPath(DICTIONARY_DATA.item, { id: item }),
        'PUT',
        { typeId: other, enCode: 'ok', fullName: 'x' },
        'cannot move',
      ],
    ];
    for (const [url, method, payload, message] of tries) {
      const response = await call(h.app, method, url, { token, language: 'en', payload });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json<{ msg: string }>().msg, new RegExp(message));
    }
    assert.equal((await list(flat)).length, 1);
  });

  it('keeps codes unique per type: one of 50 concurrent creates wins, other types may reuse it', async () => {
    const typeId = await newType(h, token);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(h.app, 'POST', DICTIONARY_DATA.create, {
          token,
          language: 'en',
          payload: { typeId, enCode: 'same', fullName: '同码' },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','));
    assert.ok(
      responses
        .filter((response) => response.statusCode !== 200)
        .every((response) => response.json<{ msg: string }>().msg === 'code already exists'),
    );
    await newItem(h, token, await newType(h, token), { enCode: 'same' });
  });

  it('toggles the state; disabled items and their subtrees leave the selects', async () => {
    const enCode = freshCode('T');
    const typeId = await newType(h, token, { enCode, isTree: true });
    const parent = await newItem(h, token, typeId, { fullName: '上级' });
    await newItem(h, token, typeId, { fullName: '下级', parentId: parent });
    await newItem(h, token, typeId, { fullName: '其他' });
    const state = (body?: object) =>
      call(h.app, 'PUT', fillPath(DICTIONARY_DATA.state, { id: parent }), { token, payload: body });
    assert.deepEqual(envelope<StateResult>(await state()).data, { enabled: false });
    assert.deepEqual(labels(await options(enCode)), ['其他']);
    assert.deepEqual(labels(await options(typeId)), ['其他']);
    assert.deepEqual(envelope<StateResult>(await state({ enabled: false })).data, {
      enabled: false,
    });
    assert.deepEqual(envelope<StateResult>(await state()).data, { enabled: true });
    assert.deepEqual(labels(await options(enCode)), ['上级(下级)', '其他']);
    // Fifty flips at once: each one flips, so an even count ends where it began.
    await Promise.all(Array.from({ length: 50 }, () => state()));
    const [row] = await h.db.select().from(dictionaryData).where(eq(dictionaryData.id, parent));
    assert.equal(row?.enabled, true);
  });

  it('refuses to delete an item with children, then deletes it once they are gone', async () => {
    const typeId = await newType(h, token, { isTree: true });
    const parent = await newItem(h, token, typeId);
    const child = await newItem(h, token, typeId, { parentId: parent });
    const remove = (id: string) =>
      call(h.app, 'DELETE', fillPath(DICTIONARY_DATA.item, { id }), { token, language: 'zh' });
    const refused = await remove(parent);
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json<{ msg: string }>().msg, '该字典数据下有子数据，不能删除');
    assert.equal((await remove(child)).statusCode, 200);
    assert.equal((await remove(parent)).statusCode, 200);
    assert.deepEqual(await list(typeId), []);
  });

  it('answers creates racing the deletion of their type or parent without a server error', async () => {
    const typeId = await newType(h, token, { isTree: true });
    const parent = await newItem(h, token, typeId);
    const creates = (parentId?: string) =>
      Array.from({ length: 20 }, () =>
        call(h.app, 'POST', DICTIONARY_DATA.create, {
          token,
          payload: { typeId, enCode: freshCode('R'), fullName: '竞争', parentId },
        }),
      );
    const underParent = await Promise.all([
      call(h.app, 'DELETE', fillPath(DICTIONARY_DATA.item, { id: parent }), { token }),
      ...creates(parent),
    ]);
    assert.deepEqual(
      underParent.filter((response) => response.statusCode >= 500).map((r) => r.body),
      [],
    );
    const emptyType = await newType(h, token);
    const intoType = await Promise.all([
      call(h.app, 'DELETE', fillPath(DICTIONARY_TYPE.item, { id: emptyType }), { token }),
      ...Array.from({ length: 20 }, () =>
        call(h.app, 'POST', DICTIONARY_DATA.create, {
          token,
          payload: { typeId: emptyType, enCode: freshCode('R'), fullName: '竞争' },
        }),
      ),
    ]);
    assert.deepEqual(
      intoType.filter((response) => response.statusCode >= 500).map((r) => r.body),
      [],
    );
  });

  it('exports a type as JSON and imports it into another, parents by code', async () => {
    const source = await newType(h, token, { isTree: true });
    const parent = await newItem(h, token, source, { enCode: 'a', fullName: '甲' });
    await newItem(h, token, source, {
      enCode: 'a.1',
      fullName: '甲一',
      names: { zhtw: '甲一', en: 'A one' },
      parentId: parent,
      enabled: false,
    });
    const file = envelope<DictionaryTransfer>(
      await call(h.app, 'GET', fillPath(DICTIONARY_DATA.export, { id: source }), { token }),
    ).data;
    assert.deepEqual(
      file.items.map((item) => [item.enCode, item.parentCode, item.enabled, item.names?.en]),
      [
        ['a', null, true, ''],
        ['a.1', 'a', false, 'A one'],
      ],
    );
    const target = await newType(h, token, { isTree: true });
    await newItem(h, token, target, { enCode: 'a', fullName: '旧名' });
    const imported = await call(h.app, 'POST', fillPath(DICTIONARY_DATA.import, { id: target }), {
      token,
      // Children before parents in the file are fine.
      payload: { items: [...file.items].reverse() },
    });
    assert.equal(imported.statusCode, 200, imported.body);
    assert.deepEqual(envelope<DictionaryImportResult>(imported).data, { created: 1, updated: 1 });
    assert.deepEqual(labels(await list(target)), ['甲(甲一)']);
  });

  it('writes nothing from a file refused half-way', async () => {
    const typeId = await newType(h, token, { isTree: true });
    await newItem(h, token, typeId, { enCode: 'kept', fullName: '原有' });
    const good = Array.from({ length: 30 }, (_, i) => ({ enCode: `ok${i}`, fullName: `好${i}` }));
    const bad: [object[], string][] = [
      [
        [...good, { enCode: 'x', fullName: 'x', parentCode: 'nowhere' }],
        'Item 31: the parent code nowhere does not exist',
      ],
      [
        [...good, { enCode: 'ok3', fullName: 'again' }],
        'Item 31: the code ok3 appears twice in the file',
      ],
      [[...good, { enCode: '-x', fullName: 'x' }], 'Item 31: the code is not valid'],
      [
        [
          ...good,
          { enCode: 'c1', fullName: 'x', parentCode: 'c2' },
          { enCode: 'c2', fullName: 'y', parentCode: 'c1' },
        ],
        'Item 31: the parent cannot be the item itself or one of its descendants',
      ],
      [
        [...good, { enCode: 'kept', fullName: 'x', parentCode: 'kept' }],
        'Item 31: the parent cannot',
      ],
    ];
    for (const [items, message] of bad) {
      const response = await call(h.app, 'POST', fillPath(DICTIONARY_DATA.import, { id: typeId }), {
        token,
        language: 'en',
        payload: { items },
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json<{ msg: string }>().msg, new RegExp(`^${message}`));
    }
    assert.deepEqual(labels(await list(typeId)), ['原有']);
    const flat = await newType(h, token);
    const response = await call(h.app, 'POST', fillPath(DICTIONARY_DATA.import, { id: flat }), {
      token,
      language: 'en',
      payload: { items: [...good, { enCode: 'p', fullName: 'p', parentCode: 'ok1' }] },
    });
    assert.match(response.json<{ msg: string }>().msg, /^Item 31: this dictionary is not a tree/);
    assert.deepEqual(await list(flat), []);
  });
});
