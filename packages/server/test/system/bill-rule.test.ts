import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  ADMIN_BUTTON,
  BILL_RULE_PAGE,
  fillPath,
  formatBillNumber,
  SYSTEM_BILL_RULE,
  type BillRuleBriefList,
  type BillRulePage,
  type BillRuleRecord,
  type CreatedId,
  type StateResult,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { billRules } from '../../src/modules/system/billRule/schema';
import { describeAuthorizationMatrix } from '../support/authorization-matrix';
import { callerWithRole } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import { call, envelope } from '../support/requests';
import { ADMIN_PASSWORD, tokenFor, type Harness } from '../support/app-harness';

let sequence = 0;
const uniqueCode = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;

const ruleBody = (enCode: string, extra: object = {}) => ({
  enCode,
  fullName: '采购订单',
  category: '采购',
  prefix: 'PO',
  dateFormat: 'yyyyMMdd',
  digits: 4,
  startNumber: 1,
  ...extra,
});

describe('bill-number rules', () => {
  let h: Harness;
  let token = '';
  const create = async (body: object): Promise<string> => {
    const response = await call(h.app, 'POST', SYSTEM_BILL_RULE.create, { token, payload: body });
    assert.equal(response.statusCode, 200, response.body);
    return envelope<CreatedId>(response).data.id;
  };
  const take = (code: string, as = token) =>
    call(h.app, 'GET', fillPath(SYSTEM_BILL_RULE.billNumber, { code }), {
      token: as,
      language: 'en',
    });
  const number = async (code: string, as = token): Promise<string> => {
    const response = await take(code, as);
    assert.equal(response.statusCode, 200, response.body);
    return envelope<string>(response).data;
  };

  before(async () => {
    ({ h, token } = await startAppAsAdmin());
  });
  after(() => h.close());

  it('creates, reads, lists, edits, toggles and deletes a rule', async () => {
    const code = uniqueCode('po');
    const id = await create(ruleBody(code, { description: '采购单号', resetPerPeriod: false }));
    const record = envelope<BillRuleRecord>(
      await call(h.app, 'GET', fillPath(SYSTEM_BILL_RULE.item, { id }), { token }),
    ).data;
    assert.deepEqual(
      [record.enCode, record.prefix, record.dateFormat, record.digits, record.startNumber],
      [code, 'PO', 'yyyyMMdd', 4, 1],
    );
    assert.deepEqual(
      [record.currentSequence, record.lastOutput, record.resetPerPeriod, record.enabled],
      [0, '', false, true],
    );

    const page = envelope<BillRulePage>(
      await call(h.app, 'GET', `${SYSTEM_BILL_RULE.list}?keyword=${code}`, { token }),
    ).data;
    assert.deepEqual(
      page.list.map((rule) => rule.id),
      [id],
    );
    const byCategory = envelope<BillRulePage>(
      await call(h.app, 'GET', `${SYSTEM_BILL_RULE.list}?keyword=${encodeURIComponent('采购')}`, {
        token,
      }),
    ).data;
    assert.ok(byCategory.list.some((rule) => rule.id === id));

    await number(code);
    const edit = await call(h.app, 'PUT', fillPath(SYSTEM_BILL_RULE.item, { id }), {
      token,
      payload: ruleBody(code, { fullName: '采购订单号', digits: 6, prefix: 'CG' }),
    });
    assert.equal(edit.statusCode, 200, edit.body);
    const edited = envelope<BillRuleRecord>(
      await call(h.app, 'GET', fillPath(SYSTEM_BILL_RULE.item, { id }), { token }),
    ).data;
    assert.equal(edited.fullName, '采购订单号');
    assert.equal(edited.currentSequence, 1, 'an edit keeps the sequence');
    assert.match(await number(code), /^CG\d{8}000002$/);

    const off = await call(h.app, 'PUT', fillPath(SYSTEM_BILL_RULE.state, { id }), { token });
    assert.deepEqual(envelope<StateResult>(off).data, { enabled: false });
    const selector = envelope<BillRuleBriefList>(
      await call(h.app, 'GET', SYSTEM_BILL_RULE.selector, { token }),
    ).data;
    assert.ok(!selector.list.some((rule) => rule.id === id), 'disabled rules are not offered');
    const on = await call(h.app, 'PUT', fillPath(SYSTEM_BILL_RULE.state, { id }), {
      token,
      payload: { enabled: true },
    });
    assert.deepEqual(envelope<StateResult>(on).data, { enabled: true });

    const removed = await call(h.app, 'DELETE', fillPath(SYSTEM_BILL_RULE.item, { id }), { token });
    assert.equal(removed.statusCode, 200, removed.body);
    const gone = await call(h.app, 'GET', fillPath(SYSTEM_BILL_RULE.item, { id }), { token });
    assert.equal(gone.statusCode, 404);
    const again = await call(h.app, 'DELETE', fillPath(SYSTEM_BILL_RULE.item, { id }), { token });
    assert.equal(again.statusCode, 404);
  });

  it('refuses bad input with the field named, writing nothing', async () => {
    const before = await h.db.select({ id: billRules.id }).from(billRules);
    const cases: [object, string][] = [
      [ruleBody('bad code!'), 'code'],
      [ruleBody(uniqueCode('x'), { fullName: '   ' }), 'name'],
      [ruleBody(uniqueCode('x'), { dateFormat: 'dd' }), 'date format'],
      [ruleBody(uniqueCode('x'), { digits: 0 }), 'digits'],
      [ruleBody(uniqueCode('x'), { digits: 13 }), 'digits'],
      [ruleBody(uniqueCode('x'), { startNumber: -1 }), 'start number'],
      [ruleBody(uniqueCode('x'), { prefix: 'A\u0001' }), 'prefix'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(h.app, 'POST', SYSTEM_BILL_RULE.create, {
        token,
        language: 'en',
        payload,
      });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(envelope<null>(response).msg, new RegExp(field, 'i'), JSON.stringify(payload));
    }
    const dup = uniqueCode('dup');
    await create(ruleBody(dup));
    const twice = await call(h.app, 'POST', SYSTEM_BILL_RULE.create, {
      token,
      language: 'en',
      payload: ruleBody(dup),
    });
    assert.equal(twice.statusCode, 400);
    assert.match(envelope<null>(twice).msg, /code/i);
    const afterRows = await h.db.select({ id: billRules.id }).from(billRules);
    assert.equal(afterRows.length, before.length + 1);
  });

  it('issues numbers as the rule says: prefix, date in Asia/Shanghai, padded sequence', async () => {
    const code = uniqueCode('seq');
    await create(ruleBody(code, { prefix: 'SO-', digits: 3, startNumber: 7 }));
    const shape = { prefix: 'SO-', dateFormat: 'yyyyMMdd', digits: 3, startNumber: 7 } as const;
    const at = h.clock.now();
    assert.equal(await number(code), formatBillNumber(shape, 0, at));
    assert.equal(await number(code), formatBillNumber(shape, 1, at));
    const plain = uniqueCode('plain');
    await create(ruleBody(plain, { prefix: '', dateFormat: 'none', digits: 2, startNumber: 98 }));
    assert.deepEqual(
      [await number(plain), await number(plain), await number(plain)],
      ['98', '99', '100'],
      'a number that outgrows its digits gets longer, never cut',
    );
  });

  it('restarts the sequence when the period changes, and not when told not to', async () => {
    const daily = uniqueCode('daily');
    const running = uniqueCode('running');
    await create(ruleBody(daily, { prefix: 'D' }));
    await create(ruleBody(running, { prefix: 'R', resetPerPeriod: false }));
    const today = h.clock.now();
    await number(daily);
    await number(daily);
    await number(running);
    await number(running);
    h.clock.advance(24 * 3600 * 1000);
    const tomorrow = h.clock.now();
    // A day later the morning's session may have ended: sign in again.
    token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    const shape = { dateFormat: 'yyyyMMdd', digits: 4, startNumber: 1 } as const;
    assert.equal(await number(daily), formatBillNumber({ ...shape, prefix: 'D' }, 0, tomorrow));
    assert.equal(await number(running), formatBillNumber({ ...shape, prefix: 'R' }, 2, tomorrow));
    assert.notEqual(formatBillNumber({ ...shape, prefix: 'D' }, 0, today), await number(daily));
  });

  it('reads the date in Asia/Shanghai, not in UTC', async () => {
    const code = uniqueCode('tz');
    await create(ruleBody(code, { prefix: 'T', dateFormat: 'yyyyMMdd', digits: 2 }));
    // 16:30 UTC on 31 December is already 00:30 on 1 January in China.
    const year = new Date(h.clock.now()).getUTCFullYear() + 1;
    h.clock.advance(Date.UTC(year, 11, 31, 16, 30) - h.clock.now().getTime());
    token = await tokenFor(h.app, 'admin', ADMIN_PASSWORD);
    assert.equal(await number(code), `T${year + 1}010101`);
  });

  it('answers a translated 400 for an unknown or disabled rule, issuing nothing', async () => {
    const unknown = await take('no.such.rule');
    assert.equal(unknown.statusCode, 400);
    assert.equal(envelope<null>(unknown).msg, 'There is no bill-number rule no.such.rule');
    const zh = await call(h.app, 'GET', fillPath(SYSTEM_BILL_RULE.billNumber, { code: 'nope' }), {
      token,
      language: 'zh',
    });
    assert.equal(envelope<null>(zh).msg, '单据规则nope不存在');

    const code = uniqueCode('off');
    await create(ruleBody(code, { enabled: false }));
    const disabled = await take(code);
    assert.equal(disabled.statusCode, 400);
    assert.equal(envelope<null>(disabled).msg, `The bill-number rule ${code} is disabled`);
    const [row] = await h.db.select().from(billRules).where(eq(billRules.enCode, code));
    assert.deepEqual([row?.currentSequence, row?.lastOutput], [0, '']);
  });

  it('gives 1,000 simultaneous callers 1,000 distinct consecutive numbers', async () => {
    const code = uniqueCode('race');
    await create(ruleBody(code, { prefix: 'C', dateFormat: 'none', digits: 6, startNumber: 1 }));
    const numbers = await Promise.all(Array.from({ length: 1000 }, () => number(code)));
    const values = numbers.map((n) => Number(n.slice(1))).sort((a, b) => a - b);
    assert.equal(new Set(values).size, 1000);
    assert.deepEqual(
      values,
      Array.from({ length: 1000 }, (_, i) => i + 1),
    );
    const [row] = await h.db.select().from(billRules).where(eq(billRules.enCode, code));
    assert.deepEqual([row?.currentSequence, row?.lastOutput], [1000, 'C001000']);
  });

  it('lets every signed-in user take a number, and only the grant manage rules', async () => {
    const code = uniqueCode('any');
    await create(ruleBody(code, { dateFormat: 'none', prefix: 'U' }));
    const nobody = await callerWithRole(h, {});
    assert.equal(await number(code, nobody.token), 'U0001');
    const selector = await call(h.app, 'GET', SYSTEM_BILL_RULE.selector, { token: nobody.token });
    assert.equal(selector.statusCode, 200);
    const list = await call(h.app, 'GET', SYSTEM_BILL_RULE.list, { token: nobody.token });
    assert.equal(list.statusCode, 403);
    const anonymous = await call(h.app, 'GET', fillPath(SYSTEM_BILL_RULE.billNumber, { code }));
    assert.notEqual(anonymous.statusCode, 200);
  });

  const menu = BILL_RULE_PAGE;
  const ruleFor = async () => create(ruleBody(uniqueCode('m')));
  describeAuthorizationMatrix(
    () => h,
    [
      {
        name: 'list',
        permission: { menu },
        request: () => ({ method: 'GET', url: SYSTEM_BILL_RULE.list }),
      },
      {
        name: 'read',
        permission: { menu },
        request: async () => ({
          method: 'GET',
          url: fillPath(SYSTEM_BILL_RULE.item, { id: await ruleFor() }),
        }),
      },
      {
        name: 'create',
        permission: { menu, button: ADMIN_BUTTON.add },
        request: () => ({
          method: 'POST',
          url: SYSTEM_BILL_RULE.create,
          payload: ruleBody(uniqueCode('c')),
        }),
      },
      {
        name: 'edit',
        permission: { menu, button: ADMIN_BUTTON.edit },
        request: async () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_BILL_RULE.item, { id: await ruleFor() }),
          payload: ruleBody(uniqueCode('e')),
        }),
      },
      {
        name: 'delete',
        permission: { menu, button: ADMIN_BUTTON.remove },
        request: async () => ({
          method: 'DELETE',
          url: fillPath(SYSTEM_BILL_RULE.item, { id: await ruleFor() }),
        }),
      },
      {
        name: 'state',
        permission: { menu, button: ADMIN_BUTTON.state },
        request: async () => ({
          method: 'PUT',
          url: fillPath(SYSTEM_BILL_RULE.state, { id: await ruleFor() }),
          payload: { enabled: false },
        }),
      },
    ],
  );
});
