/**
 * What the load and failure tests of the engine share: a countersign flow (three signers, two
 * approvals pass it, then one more approver), calls run a bounded number at a time, and the state
 * of each task read back in one query and checked for agreement: history rows, work items, node
 * instances, messages and the task's version must tell the same story, whatever was cut short.
 */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { approver, fixed, insertFlow, startWith } from './flow-support';

/** The countersign node passes with two approvals of its three signers (or fails with two rejects). */
export const PASS_COUNT = 2;

/** start → `sign` (countersign of the signers) → `last` (one approver). */
export function countersignFlow(db: Db, signers: readonly string[], last: string) {
  return insertFlow(
    db,
    startWith(
      approver(
        'sign',
        {
          assignee: fixed([...signers]),
          signMode: 'countersign',
          countersign: { unit: 'count', pass: PASS_COUNT, reject: PASS_COUNT },
        },
        approver('last', { assignee: fixed([last]) }),
      ),
    ),
  );
}

/** Runs `call` on every item, at most `limit` at once; answers in the items' order. */
export async function inFlight<T, R>(
  limit: number,
  items: readonly T[],
  call: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const answers: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      answers[index] = await call(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}

/** The signers' pending items of the flow's tasks: task id → the item ids. */
export async function pendingSignItems(db: Db, flowId: string): Promise<Map<string, string[]>> {
  const { rows } = await db.execute<{ taskId: string; itemId: string }>(sql`
    select o.task_id as "taskId", o.id as "itemId" from flow_task_operators o
    join flow_tasks t on t.id = o.task_id
    where t.flow_id = ${flowId} and o.node_id = 'sign' and o.state = 'pending'
    order by o.task_id, o.sort_code`);
  const byTask = new Map<string, string[]>();
  for (const row of rows) byTask.set(row.taskId, [...(byTask.get(row.taskId) ?? []), row.itemId]);
  return byTask;
}

// A type alias, not an interface: drizzle's execute() wants a record type.
type TaskFacts = {
  id: string;
  status: number;
  version: number;
  records: number;
  steps: number;
  maxStep: number;
  agrees: number;
  approved: number;
  agreesOfApproved: number;
  signInstances: number;
  signState: string;
  signCompletedStep: number | null;
  signCancelled: number;
  lastInstances: number;
  lastEnteredStep: number | null;
  lastPending: number;
  todos: number;
  lastTodos: number;
};

/** Every task of the flow as the tables tell it, in one query. */
export async function countersignFacts(db: Db, flowId: string, last: string) {
  const { rows } = await db.execute<TaskFacts>(sql`
    with tasks as (select id, status, version from flow_tasks where flow_id = ${flowId}),
    todos as (
      select m.body_text::jsonb ->> 'id' as task_id, count(distinct m.id)::int as n,
        count(distinct m.id) filter (where r.user_id = ${last})::int as to_last
      from messages m join message_receivers r on r.message_id = m.id
      where m.type = 2 group by 1)
    select t.id, t.status, t.version,
      (select count(*)::int from flow_task_records r where r.task_id = t.id) as records,
      (select count(distinct step)::int from flow_task_records r where r.task_id = t.id) as steps,
      (select coalesce(max(step), 0) from flow_task_records r where r.task_id = t.id) as "maxStep",
      (select count(*)::int from flow_task_records r
        where r.task_id = t.id and r.action = 'agree') as agrees,
      (select count(*)::int from flow_task_operators o
        where o.task_id = t.id and o.node_id = 'sign' and o.state = 'approved') as approved,
      (select count(*)::int from flow_task_records r join flow_task_operators o
          on o.task_node_id = r.task_node_id and o.user_id = r.user_id and o.state = 'approved'
        where r.task_id = t.id and r.action = 'agree') as "agreesOfApproved",
      (select count(*)::int from flow_task_nodes n
        where n.task_id = t.id and n.node_id = 'sign') as "signInstances",
      (select min(n.state) from flow_task_nodes n
        where n.task_id = t.id and n.node_id = 'sign') as "signState",
      (select min(n.completed_step) from flow_task_nodes n
        where n.task_id = t.id and n.node_id = 'sign') as "signCompletedStep",
      (select count(*)::int from flow_task_operators o
        where o.task_id = t.id and o.node_id = 'sign' and o.state = 'cancelled') as "signCancelled",
      (select count(*)::int from flow_task_nodes n
        where n.task_id = t.id and n.node_id = 'last') as "lastInstances",
      (select min(n.entered_step) from flow_task_nodes n
        where n.task_id = t.id and n.node_id = 'last') as "lastEnteredStep",
      (select count(*)::int from flow_task_operators o
        where o.task_id = t.id and o.node_id = 'last' and o.state = 'pending') as "lastPending",
      coalesce(todos.n, 0) as todos, coalesce(todos.to_last, 0) as "lastTodos"
    from tasks t left join todos on todos.task_id = t.id
    order by t.id`);
  return rows;
}

/**
 * Checks that every task of the flow is in one of the states the engine may leave it in: the
 * countersign open with fewer than PASS_COUNT approvals, or passed exactly once with `last` open
 * once. Every action one step: the version is the last history row's step, one step a row.
 * Answers how many tasks passed the countersign.
 */
export async function assertCountersignsAgree(
  db: Db,
  flowId: string,
  last: string,
  expectTasks: number,
): Promise<number> {
  const facts = await countersignFacts(db, flowId, last);
  assert.equal(facts.length, expectTasks, 'every task launched once');
  let passed = 0;
  for (const task of facts) {
    const where = `task ${task.id}: ${JSON.stringify(task)}`;
    assert.equal(task.status, 1, where);
    assert.equal(task.records, task.steps, `one history row a step, ${where}`);
    assert.equal(task.version, task.maxStep, `the version is the last step, ${where}`);
    assert.equal(task.records, 1 + task.agrees, `the submit and the approvals only, ${where}`);
    assert.equal(task.approved, task.agrees, `one history row an approval, ${where}`);
    assert.equal(task.agreesOfApproved, task.agrees, `each row of an approved item, ${where}`);
    assert.equal(task.signInstances, 1, where);
    if (task.agrees >= PASS_COUNT) {
      passed += 1;
      assert.equal(task.agrees, PASS_COUNT, `no approval after the node passed, ${where}`);
      assert.equal(task.signState, 'passed', where);
      assert.equal(task.signCompletedStep, task.version, where);
      assert.equal(task.signCancelled, 1, `the third signer's item ended, ${where}`);
      assert.equal(task.lastInstances, 1, `the next node opened once, ${where}`);
      assert.equal(task.lastEnteredStep, task.signCompletedStep, where);
      assert.equal(task.lastPending, 1, where);
      assert.equal(task.lastTodos, 1, `its approver told once, ${where}`);
      assert.equal(task.todos, 2, `the signers' to-do and the next one only, ${where}`);
    } else {
      assert.equal(task.signState, 'active', where);
      assert.equal(task.signCancelled, 0, where);
      assert.equal(task.lastInstances, 0, where);
      assert.equal(task.lastTodos, 0, where);
      assert.equal(task.todos, 1, where);
    }
  }
  return passed;
}
