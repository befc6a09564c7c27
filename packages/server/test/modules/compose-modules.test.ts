import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { composeModules } from '../../src/kernel/compose-modules';
import { defineModule } from '../../src/kernel/module';
import { MODULES } from '../../src/modules';

const texts = (en: string) => ({ zh: en, zhtw: en, en });

describe('composeModules', () => {
  it("composes the product's modules without a clash", () => {
    const { catalog, seedMenus, uniqueFields } = composeModules(MODULES);
    assert.equal(catalog.messages.badCredentials?.zh, '账号或密码错误');
    assert.equal(catalog.messages.permissionDenied?.en, 'Permission Denied');
    assert.equal(catalog.fieldNames.verCode?.en, 'verification code');
    assert.equal(uniqueFields.get('users_account_unique'), 'account');
    const codes = seedMenus.map((menu) => menu.enCode);
    assert.equal(new Set(codes).size, codes.length, 'a menu entry is shipped twice');
    for (const menu of seedMenus) {
      if (menu.parentEnCode !== undefined)
        assert.ok(codes.includes(menu.parentEnCode), menu.enCode);
    }
  });

  it('uses the same placeholders in every language of every text', () => {
    const { catalog } = composeModules(MODULES);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, byLanguage] of Object.entries(catalog.messages)) {
      assert.deepEqual(placeholders(byLanguage.zhtw), placeholders(byLanguage.zh), key);
      assert.deepEqual(placeholders(byLanguage.en), placeholders(byLanguage.zh), key);
    }
  });

  it('takes one unread-notice counter and one reader rule per file type, and refuses two', () => {
    const counter = async () => new Map([['u1', 3]]);
    const rule = { type: 'IM' as const, mayRead: async () => true };
    const a = defineModule({ name: 'lab.a', unreadNoticeCounter: counter, fileReaders: [rule] });
    const { unreadNoticeCounter, fileReaders } = composeModules([a]);
    assert.equal(unreadNoticeCounter, counter);
    assert.equal(fileReaders.get('IM'), rule);
    const b = defineModule({ name: 'lab.b', unreadNoticeCounter: counter });
    assert.throws(() => composeModules([a, b]), /2 modules provide an unread-notice counter/);
    const c = defineModule({ name: 'lab.c', fileReaders: [rule] });
    assert.throws(() => composeModules([a, c]), /two modules decide who reads IM files/);
    assert.equal(composeModules([]).unreadNoticeCounter, undefined);
  });

  it('refuses a module listed twice', () => {
    const sample = defineModule({ name: 'lab.sample' });
    assert.throws(() => composeModules([sample, sample]), /lab\.sample is listed twice/);
  });

  it('refuses a message key that two modules define', () => {
    const first = defineModule({ name: 'lab.first', messages: { labText: texts('one') } });
    const second = defineModule({ name: 'lab.second', messages: { labText: texts('two') } });
    assert.throws(() => composeModules([first, second]), /labText.*lab\.first.*lab\.second/);
  });

  it('refuses a field or a constraint named two ways, and takes one named alike twice', () => {
    const a = defineModule({
      name: 'lab.a',
      fieldNames: { weight: texts('weight') },
      uniqueFields: { lab_code_unique: 'code' },
    });
    const alike = defineModule({
      name: 'lab.alike',
      fieldNames: { weight: texts('weight') },
      uniqueFields: { lab_code_unique: 'code' },
    });
    assert.equal(composeModules([a, alike]).catalog.fieldNames.weight?.en, 'weight');
    const otherName = defineModule({ name: 'lab.b', fieldNames: { weight: texts('mass') } });
    assert.throws(() => composeModules([a, otherName]), /weight/);
    const otherField = defineModule({ name: 'lab.c', uniqueFields: { lab_code_unique: 'name' } });
    assert.throws(() => composeModules([a, otherField]), /lab_code_unique/);
  });
});
