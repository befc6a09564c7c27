/**
 * Many countersigns at once through the HTTP API on the real pool: 1,000 tasks on PostgreSQL
 * (200 on the embedded database, which is one process's and slower), each at a countersign node
 * of three signers that two approvals pass; every task's three approvals are sent at the same
 * moment, ten tasks' at a time. Each task's node passes exactly once: two approvals answered,
 * the third refused as handled, one history row an approval, the next node opened and its
 * approver told once, the task's version the last step.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Harness } from '../support/app-harness';
import { API_ONLY } from '../support/app-harness';
import { createCaller, type Caller } from '../support/permission-fixtures';
import { startAppAsAdmin } from '../support/start-as-admin';
import {
  assertCountersignsAgree,
  countersignFlow,
  inFlight,
  pendingSignItems,
} from './countersign-runs';
import { engineCalls } from './flow-support';

const TASKS = process.env.DATABASE_URL ? 1_000 : 200;
/** Tasks whose approvals are in flight at once (three requests each). */
const TASKS_AT_ONCE = 10;
const LAUNCHES_AT_ONCE = 8;

describe(`workflow engine: ${TASKS} countersigns at once`, () => {
  let h: Harness;
  let initiator: Caller;
  let last: Caller;
  let signers: Caller[] = [];
  before(async () => {
    ({ h } = await startAppAsAdmin({ ...API_ONLY, flowJobPollMs: 0 }));
    [initiator, last] = [await createCaller(h), await createCaller(h)];
    signers = [await createCaller(h), await createCaller(h), await createCaller(h)];
  });
  after(() => h.close());

  it('passes each task’s node exactly once', async () => {
    const flowId = await countersignFlow(
      h.db,
      signers.map((signer) => signer.userId),
      last.userId,
    );
    const launches = await inFlight(LAUNCHES_AT_ONCE, Array.from({ length: TASKS }), () =>
      engineCalls(h, initiator.token).launch(flowId, {}),
    );
    assert.deepEqual(new Set(launches.map((answer) => answer.code)), new Set([200]));

    const items = await pendingSignItems(h.db, flowId);
    assert.equal(items.size, TASKS);
    const tasks = [...items.entries()];
    const answers = await inFlight(TASKS_AT_ONCE, tasks, ([, itemIds]) =>
      Promise.all(
        itemIds.map((itemId, index) => {
          const signer = signers[index];
          assert.ok(signer);
          return engineCalls(h, signer.token).audit(itemId, { comment: 'ok' });
        }),
      ),
    );
    for (const [index, taskAnswers] of answers.entries()) {
      const codes = taskAnswers.map((answer) => answer.code).sort();
      assert.deepEqual(codes, [200, 200, 400], `task ${tasks[index]?.[0]}`);
      const refused = taskAnswers.find((answer) => answer.code === 400);
      assert.equal(refused?.msg, '该事项已处理或已不在您的待办中');
    }

    const passed = await assertCountersignsAgree(h.db, flowId, last.userId, TASKS);
    assert.equal(passed, TASKS);
    // The next approver's list holds each task once.
    const todo = await engineCalls(h, last.token).list('Waiting', 'pageSize=1');
    assert.equal(todo.data.pagination.total, TASKS);
  });
});
