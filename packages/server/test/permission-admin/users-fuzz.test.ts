import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { USERS } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { organizations, roles } from '../../src/db/schema';
import { md5Hex } from '../../src/plugins/auth/passwords';
import type { Harness } from '../support/app-harness';
import { startAppAsAdmin } from '../support/start-as-admin';

describe('POST /api/permission/Users with random bodies', () => {
  let h: Harness;
  let token = '';
  let body: fc.Arbitrary<unknown> = fc.constant(null);
  before(async () => {
    ({ h, token } = await startAppAsAdmin());
    const [dept] = await h.db
      .select()
      .from(organizations)
      .where(eq(organizations.enCode, 'HQ.ADMIN'));
    const roleIds = (await h.db.select({ id: roles.id }).from(roles)).map((r) => r.id);
    // Real references and valid values mixed with junk, so that some bodies get far enough to
    // meet the unique account and mobile rules and the relation inserts.
    const anyValue = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('', ' ', '\u0000', 'admin', '13800000000', dept?.id ?? '', md5Hex('x')),
      fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/),
      fc.stringMatching(/^1[3-9]\d{9}$/),
      fc.emailAddress(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string(), fc.constantFrom(...roleIds)), { maxLength: 3 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    );
    const field = fc.constantFrom(
      'account',
      'realName',
      'gender',
      'mobile',
      'email',
      'organizeId',
      'managerId',
      'roleIds',
      'positionIds',
      'enabled',
      'password',
      '__proto__',
    );
    body = fc.oneof(
      fc.dictionary(field, anyValue, { maxKeys: 8 }),
      fc.record(
        {
          account: fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/),
          realName: fc.string({ minLength: 1, maxLength: 10 }),
          organizeId: fc.constantFrom(dept?.id ?? '', dept?.id ?? '', 'missing'),
          mobile: anyValue,
          email: anyValue,
          roleIds: fc.array(fc.constantFrom(...roleIds, 'missing'), { maxLength: 3 }),
        },
        { requiredKeys: ['account', 'realName', 'organizeId'] },
      ),
      // Valid bodies, so that every run also creates users (junk fields make that rare).
      fc.record({
        account: fc.stringMatching(/^[a-z][a-z0-9]{2,12}$/),
        realName: fc.string({ minLength: 1, maxLength: 10 }),
        organizeId: fc.constant(dept?.id ?? ''),
        roleIds: fc.array(fc.constantFrom(...roleIds), { maxLength: 2 }),
      }),
      anyValue,
    );
  });
  after(() => h.close());

  it('never answers 500 and always answers with the envelope', async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await h.app.inject({
          method: 'POST',
          url: `${USERS.create}?n=1`,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        assert.ok(response.statusCode < 500, `${response.statusCode}: ${response.body}`);
        const envelope = response.json<{ code: number; msg: string }>();
        assert.equal(envelope.code, response.statusCode);
        assert.ok(envelope.msg.length > 0);
        if (envelope.code === 200) created++;
      }),
      { numRuns: 400 },
    );
    // The property means little unless some bodies pass every check and reach the database.
    assert.ok(created > 0, 'no random body created a user');
  });
});
