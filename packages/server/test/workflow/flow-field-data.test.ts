/**
 * GET .../FlowEngine/:id/FieldDataSelect: the values of a flow's tasks for fields of its form,
 * listed only from the tasks the caller may read, and never for a field a node hides (but to
 * administrators).
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { WORKFLOW_FLOW_ENGINE, fillPath, type FieldDataSelectPage } from '@mepm/contract';
import { inArray } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { call } from '../support/requests';
import { startAppAsAdmin } from '../support/start-as-admin';
import { approver, engineCalls, fixed, insertFlow, startWith } from './flow-support';

describe('workflow: a flow form’s field values for pickers', () => {
  let h: Harness;
  let adminToken = '';
  let alice: Caller;
  let bob: Caller;
  let carol: Caller;
  let stranger: Caller;
  let flowId = '';
  const tasks: Record<string, string> = {};
  before(async () => {
    ({ h, token: adminToken } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    [alice, bob, carol, stranger] = [
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
      await createCaller(h),
    ];
    flowId = await insertFlow(
      h.db,
      startWith(approver('a', { assignee: fixed([bob.userId]) }), [
        { field: 'secret', access: 'hidden', required: false },
      ]),
    );
    tasks.alice = (
      await engineCalls(h, alice.token).launch(flowId, { reason: 'alice trip' })
    ).data.id;
    tasks.carol = (
      await engineCalls(h, carol.token).launch(flowId, {
        reason: 'carol trip',
        picked: [bob.userId, carol.userId],
      })
    ).data.id;
    const draft = await call(h.app, 'POST', '/api/workflow/Engine/FlowTask', {
      token: alice.token,
      payload: { flowId, status: 0, formData: { reason: 'alice draft' } },
    });
    tasks.draft = draft.json<{ data: { id: string } }>().data.id;
  });
  after(() => h.close());

  const select = async (token: string, query: string) => {
    const response = await call(
      h.app,
      'GET',
      `${fillPath(WORKFLOW_FLOW_ENGINE.fieldDataSelect, { id: flowId })}?${query}`,
      { token, language: 'en' },
    );
    return {
      status: response.statusCode,
      body: response.json<{ msg: string; data: FieldDataSelectPage }>(),
    };
  };
  const reasons = async (token: string, query = 'relationField=reason') =>
    (await select(token, query)).body.data.list.map((row) => row.reason).sort();

  it('lists only the tasks the caller may read', async () => {
    assert.deepEqual(await reasons(alice.token), ['alice draft', 'alice trip']);
    assert.deepEqual(await reasons(bob.token), ['alice trip', 'carol trip']);
    assert.deepEqual(await reasons(carol.token), ['carol trip']);
    assert.deepEqual(await reasons(stranger.token), []);
    assert.deepEqual(await reasons(adminToken), ['alice draft', 'alice trip', 'carol trip']);
  });

  it('matches the keyword and the ids asked for', async () => {
    assert.deepEqual(await reasons(bob.token, 'relationField=reason&keyword=carol'), [
      'carol trip',
    ]);
    assert.deepEqual(
      await reasons(stranger.token, `relationField=reason&ids=${tasks.alice ?? ''}`),
      [],
    );
    assert.deepEqual(
      await reasons(
        bob.token,
        `relationField=reason&ids=${tasks.alice ?? ''},${tasks.draft ?? ''}`,
      ),
      ['alice trip'],
    );
  });

  it('shows the values as people read them: a user picker by the users’ names', async () => {
    const names = await h.db
      .select({ id: users.id, name: users.realName })
      .from(users)
      .where(inArray(users.id, [bob.userId, carol.userId]));
    const nameOf = (id: string) => names.find((row) => row.id === id)?.name;
    const { status, body } = await select(bob.token, 'relationField=reason&columns=picked');
    assert.equal(status, 200);
    const carols = body.data.list.find((row) => row.reason === 'carol trip');
    assert.equal(carols?.['picked'], `${nameOf(bob.userId)},${nameOf(carol.userId)}`);
    assert.equal(body.data.list.find((row) => row.reason === 'alice trip')?.['picked'], null);
  });

  it('refuses hidden and unknown fields, but for administrators the hidden ones', async () => {
    const hidden = await select(bob.token, 'relationField=reason&columns=secret');
    assert.equal(hidden.status, 400);
    assert.equal(hidden.body.msg, 'The values of the field secret cannot be listed');
    assert.equal((await select(alice.token, 'relationField=nope')).status, 400);
    assert.equal((await select(adminToken, 'relationField=reason&columns=secret')).status, 200);
    const missing = await call(
      h.app,
      'GET',
      `${fillPath(WORKFLOW_FLOW_ENGINE.fieldDataSelect, { id: 'nope' })}?relationField=reason`,
      { token: alice.token },
    );
    assert.equal(missing.statusCode, 404);
  });
});
