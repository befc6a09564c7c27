import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CURRENT_USER } from '@mepm/contract';
import fc from 'fast-check';
import { createUser, startApp, tokenFor, type Harness } from '../support/app-harness';

const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.stringMatching(/^1[3-9]\d{9}$/),
  fc.emailAddress(),
  fc.constantFrom('male', 'female', 'unknown', '', ' ', '\u0000'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const field = fc.constantFrom(
  'realName',
  'gender',
  'mobile',
  'email',
  'signature',
  '__proto__',
  'constructor',
  'id',
  'account',
);
const body = fc.oneof(
  fc.dictionary(field, anyValue, { maxKeys: 6 }),
  fc.record({ realName: fc.string({ minLength: 1 }), mobile: anyValue, email: anyValue }),
  anyValue,
);

describe('PUT /api/permission/Users/Current/BaseInfo with random bodies', () => {
  let h: Harness;
  let token: string;
  before(async () => {
    h = await startApp();
    await createUser(h.db, { account: 'fuzzed', password: 'Fuzzed123' });
    // Another main account's number, so that some bodies meet the unique-mobile rule.
    await createUser(h.db, { account: 'other', password: 'Other1234', mobile: '13900000000' });
    token = await tokenFor(h.app, 'fuzzed', 'Fuzzed123');
  });
  after(() => h.close());

  it('never answers 500 and always answers with the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await h.app.inject({
          method: 'PUT',
          url: `${CURRENT_USER.baseInfo}?n=1`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        assert.ok(response.statusCode < 500, `${response.statusCode}: ${response.body}`);
        const envelope = response.json<{ code: number; msg: string; data: unknown }>();
        assert.equal(envelope.code, response.statusCode);
        assert.ok(envelope.msg.length > 0);
      }),
      { numRuns: 400 },
    );
  });
});
