import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  fillPath,
  WORKFLOW_FLOW_DELEGATE,
  type CreatedId,
  type FlowDelegatePage,
  type FlowDelegateRow,
} from '@mepm/contract';
import { eq } from 'drizzle-orm';
import { flowEngines, users } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call, envelope } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';

const HOUR = 3_600_000;

describe('entrusts (流程委托)', () => {
  let h: Harness;
  let a: Caller;
  let b: Caller;
  let c: Caller;
  let adminToken = '';
  let leave = '';
  let purchase = '';

  const item = (id: string) => fillPath(WORKFLOW_FLOW_DELEGATE.item, { id });
  const window = (fromHours: number, toHours: number) => ({
    startTime: h.clock.now().getTime() + fromHours * HOUR,
    endTime: h.clock.now().getTime() + toHours * HOUR,
  });
  const create = (who: Caller, payload: object) =>
    call(h.app, 'POST', WORKFLOW_FLOW_DELEGATE.create, {
      token: who.token,
      payload,
      language: 'en',
    });
  const created = async (who: Caller, payload: object) => {
    const answer = envelope<CreatedId>(await create(who, payload));
    assert.equal(answer.code, 200, answer.msg);
    return answer.data.id;
  };
  const list = async (who: Caller, query = '') =>
    envelope<FlowDelegatePage>(
      await call(h.app, 'GET', `${WORKFLOW_FLOW_DELEGATE.list}${query}`, { token: who.token }),
    ).data;

  const flow = async (enCode: string) => {
    const [row] = await h.db
      .insert(flowEngines)
      .values({ enCode, fullName: enCode, category: 'office', formId: 'none', template: {} })
      .returning({ id: flowEngines.id });
    assert.ok(row);
    return row.id;
  };

  before(async () => {
    let token = '';
    ({ h, token } = await startAppAsAdmin());
    adminToken = token;
    [a, b, c] = [await createCaller(h), await createCaller(h), await createCaller(h)];
    leave = await flow('delegate_leave');
    purchase = await flow('delegate_purchase');
  });
  after(() => h.close());

  it('lets a user entrust another, both see it, the names of both sides and flows shown', async () => {
    const id = await created(a, { toUserId: b.userId, flowIds: [leave], ...window(0, 24) });
    const given = await list(a);
    assert.deepEqual(
      given.list.map((row) => [row.id, row.toUserId, row.flowNames]),
      [[id, b.userId, ['delegate_leave']]],
    );
    const received = await list(b, '?side=received');
    assert.deepEqual(
      received.list.map((row) => [row.id, row.userId]),
      [[id, a.userId]],
    );
    assert.equal((await list(b)).list.length, 0, 'b gave none');
    const read = envelope<FlowDelegateRow>(await call(h.app, 'GET', item(id), { token: b.token }));
    assert.equal(read.data.toUserId, b.userId);
    // A stranger, administrators included, learns nothing of it.
    for (const token of [c.token, adminToken]) {
      assert.equal(envelope(await call(h.app, 'GET', item(id), { token })).code, 404);
    }
    await call(h.app, 'DELETE', item(id), { token: a.token });
  });

  it('refuses bad entrusts with a translated reason and writes nothing', async () => {
    const refusals: [object, string][] = [
      [{ toUserId: a.userId, flowIds: [], ...window(0, 1) }, 'You cannot entrust yourself'],
      [{ toUserId: 'nobody', flowIds: [], ...window(0, 1) }, 'does not exist'],
      [{ toUserId: b.userId, flowIds: [], ...window(2, 1) }, 'ends after it starts'],
      [{ toUserId: b.userId, flowIds: [], ...window(-3, -1) }, 'ends after it starts'],
      [{ toUserId: b.userId, flowIds: ['no-such-flow'], ...window(0, 1) }, 'no-such-flow'],
    ];
    for (const [payload, message] of refusals) {
      const answer = envelope(await create(a, payload));
      assert.equal(answer.code, 400);
      assert.match(answer.msg, new RegExp(message));
    }
    const [disabled] = await h.db
      .update(users)
      .set({ enabled: false })
      .where(eq(users.id, c.userId))
      .returning({ id: users.id });
    assert.ok(disabled);
    assert.equal(
      envelope(await create(a, { toUserId: c.userId, flowIds: [], ...window(0, 1) })).code,
      400,
    );
    await h.db.update(users).set({ enabled: true }).where(eq(users.id, c.userId));
    assert.equal((await list(a)).list.length, 0);
  });

  it('refuses an entrust overlapping another of the same flows, even fifty at once', async () => {
    const first = await created(a, { toUserId: b.userId, flowIds: [leave], ...window(10, 20) });
    // Other flows, or another time, do not overlap.
    const other = await created(a, { toUserId: c.userId, flowIds: [purchase], ...window(10, 20) });
    const later = await created(a, { toUserId: c.userId, flowIds: [leave], ...window(20, 30) });
    const overlapping = [
      { toUserId: c.userId, flowIds: [leave, purchase], ...window(15, 16) },
      { toUserId: c.userId, flowIds: [], ...window(5, 11) },
    ];
    for (const payload of overlapping) {
      const answer = envelope(await create(a, payload));
      assert.equal(answer.code, 400);
      assert.match(answer.msg, /already entrusted/);
    }
    for (const id of [first, other, later])
      await call(h.app, 'DELETE', item(id), { token: a.token });

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        create(a, { toUserId: b.userId, flowIds: [], ...window(40, 50) }),
      ),
    );
    const codes = answers.map((answer) => envelope(answer).code);
    assert.equal(codes.filter((code) => code === 200).length, 1, codes.join(','));
    assert.equal(codes.filter((code) => code === 400).length, 49);
    assert.equal((await list(a)).pagination.total, 1);
  });

  it('lets only the giver change or end an entrust, at the version read', async () => {
    const id = await created(a, { toUserId: b.userId, flowIds: [purchase], ...window(60, 70) });
    const change = { toUserId: c.userId, flowIds: [], ...window(60, 80), description: 'holiday' };
    for (const who of [b, c]) {
      const answer = envelope(
        await call(h.app, 'PUT', item(id), {
          token: who.token,
          payload: { ...change, version: 0 },
        }),
      );
      assert.equal(answer.code, 404);
      assert.equal(envelope(await call(h.app, 'DELETE', item(id), { token: who.token })).code, 404);
    }
    const put = (version: number) =>
      call(h.app, 'PUT', item(id), {
        token: a.token,
        payload: { ...change, version },
        language: 'en',
      });
    assert.equal(envelope(await put(0)).code, 200);
    const stale = envelope(await put(0));
    assert.equal(stale.code, 400);
    assert.match(stale.msg, /changed since you opened it/);
    const row = envelope<FlowDelegateRow>(
      await call(h.app, 'GET', item(id), { token: a.token }),
    ).data;
    assert.deepEqual(
      [row.toUserId, row.flowIds, row.description, row.version],
      [c.userId, [], 'holiday', 1],
    );
    assert.equal(envelope(await call(h.app, 'DELETE', item(id), { token: a.token })).code, 200);
    assert.equal(envelope(await call(h.app, 'GET', item(id), { token: a.token })).code, 404);
  });

  it('answers 401 without a session', async () => {
    const answer = await call(h.app, 'GET', WORKFLOW_FLOW_DELEGATE.list);
    assert.equal(answer.statusCode, 401);
  });
});
