/**
 * Option loads through data interfaces are limited per user: every signed-in user may load
 * options and each load runs the interface, so one user's flood is held back (429, translated)
 * while others go on.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DATA_INTERFACE, fillPath } from '@mepm/contract';
import type { Harness } from '../support/app-harness';
import { callerWithRole } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { createInterface, uniqueCode } from './data-interface-support';

const LIMIT = 5;

describe('the per-user limit on option loads', () => {
  let h: Harness;
  let token = '';
  before(async () => ({ h, token } = await startAppAsAdmin({ interfaceOptionsPerMinute: LIMIT })));
  after(() => h.close());

  it('holds back a user past the limit, and only that user', async () => {
    const id = await createInterface(h, token, {
      enCode: uniqueCode('static'),
      fullName: '固定选项',
      kind: 'static',
      staticData: JSON.stringify([{ code: 'a', label: '甲' }]),
      optionMapping: { idField: 'code', nameField: 'label' },
    });
    const [flooder, other] = [await callerWithRole(h, {}), await callerWithRole(h, {})];
    const load = (who: string) =>
      call(h.app, 'POST', fillPath(DATA_INTERFACE.options, { id }), {
        token: who,
        language: 'en',
        payload: {},
      });
    const loads = await Promise.all(Array.from({ length: LIMIT + 3 }, () => load(flooder.token)));
    const codes = loads.map((response) => response.statusCode);
    assert.equal(codes.filter((code) => code === 200).length, LIMIT, codes.join(','));
    const held = loads.find((response) => response.statusCode === 429);
    assert.ok(held, 'the loads past the limit are refused');
    assert.match(envelope(held).msg, /too many requests/i);
    assert.equal((await load(other.token)).statusCode, 200, 'another user is not held back');
  });
});
