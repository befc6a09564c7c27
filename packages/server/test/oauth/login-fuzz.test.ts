import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { startApp, type Harness } from '../support/app-harness';

const anyValue = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[0-9a-f]{32}$/),
  fc.stringMatching(/^1[3-9]\d{9}(@\w{0,8})?$/),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
);
const field = fc.constantFrom(
  'account',
  'password',
  'loginType',
  'mobile',
  'verCode',
  'client_id',
  '__proto__',
  'constructor',
  'n',
);
const body = fc.dictionary(field, anyValue, { maxKeys: 6 });

/** Form fields are text: anything else is sent as its JSON spelling. */
function asFormFields(payload: Record<string, unknown>): [string, string][] {
  return Object.entries(payload).map(([k, v]) => [
    k,
    typeof v === 'string' ? v : JSON.stringify(v),
  ]);
}

describe('POST /api/oauth/Login with random bodies', () => {
  let h: Harness;
  before(async () => {
    h = await startApp({ loginRateLimitPerMinute: 1_000_000 });
  });
  after(() => h.close());

  it('never answers 500 and always answers with the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), fc.ipV4(), async (payload, asForm, ip) => {
        const response = await h.app.inject({
          method: 'POST',
          url: '/api/oauth/Login',
          remoteAddress: ip,
          headers: {
            'content-type': asForm ? 'application/x-www-form-urlencoded' : 'application/json',
          },
          payload: asForm
            ? new URLSearchParams(asFormFields(payload)).toString()
            : JSON.stringify(payload),
        });
        assert.ok(response.statusCode < 500, `${response.statusCode}: ${response.body}`);
        const envelope = response.json<{ code: number; msg: string; data: unknown }>();
        assert.equal(typeof envelope.msg, 'string');
        assert.ok(envelope.msg.length > 0);
        assert.equal(envelope.code === 200, response.statusCode === 200);
      }),
      { numRuns: 300 },
    );
  });
});
