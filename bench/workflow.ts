/**
 * The workflow engine on a bench database, in this process (every call through `inject`, no
 * socket): a flow start → one approver (the administrator, or-sign) → end over the seeded leave
 * form, created and released through the definitions' routes. Tasks are launched for the
 * duration, then approved by `concurrency` clients (each approval: the task's row lock, the
 * history row, the node passed, the task ended); then the administrator's to-dos grow to 100,000
 * and page 2 of 20 of them is read, beside exactly the statements it sends replayed through `pg`.
 */
import {
  WORKFLOW_FLOW_BEFORE,
  WORKFLOW_FLOW_ENGINE,
  WORKFLOW_FLOW_TASK,
  fillPath,
  type FlowEngineBody,
  type FlowTemplate,
} from '@mepm/contract';
import type { FastifyInstance } from 'fastify';
import {
  approver,
  writes,
} from '../packages/server/src/modules/workflow/flowEngine/examples/example-nodes';
import type { BenchDatabase } from './bench-database';
import { runLoad, type LoadResult } from './load';
import { buildBenchApp, injectSignIn } from './raw-sql';
import { openSeededDatabase } from './seeded-database';
import { loginBody } from './sign-in';
import { captureQueries, countStatements, replay } from './sql-capture';
import { growPendingTodos } from './workflow-todos';

const TODOS = Number(process.env.BENCH_TODOS ?? 100_000);

export interface WorkflowFigures {
  launch: LoadResult;
  approve: LoadResult;
  /** Statements one launch and one approval send, transactions included. */
  statementsPerLaunch: number;
  statementsPerApprove: number;
  todos: number;
  list: LoadResult;
  raw: LoadResult;
  listStatements: number;
}

const template = (adminUserId: string): FlowTemplate => ({
  type: 'start',
  nodeId: 'start',
  properties: {
    title: '发起人',
    fieldRules: writes(['leaveType', 'startDate', 'endDate', 'days', 'reason']),
  },
  childNode: approver(
    'manager',
    {
      title: '主管审批',
      assignee: { kind: 'fixed', people: { users: [adminUserId], positions: [], roles: [] } },
    },
    null,
  ),
});

const leave = {
  leaveType: '1',
  startDate: Date.UTC(2026, 11, 1),
  endDate: Date.UTC(2026, 11, 2),
  days: 2,
  reason: 'bench',
};

type Send = (method: 'GET' | 'POST', url: string, payload?: object) => Promise<unknown>;

/** The caller's request through the app; anything but a 200 fails the bench. */
function sender(app: FastifyInstance, authorization: string): Send {
  return async (method, url, payload) => {
    const response = await app.inject({ method, url, headers: { authorization }, payload });
    const body = response.json() as { code: number; data: unknown };
    if (response.statusCode !== 200 || body.code !== 200) {
      throw new Error(`${method} ${url} failed: ${response.body}`);
    }
    return body.data;
  };
}

async function releasedFlow(send: Send, formId: string, adminUserId: string): Promise<string> {
  const body: FlowEngineBody = {
    fullName: '请假（基准）',
    enCode: 'benchLeave',
    category: 'personnel',
    type: 0,
    icon: 'icon-ym icon-ym-flow',
    iconBackground: '#008cff',
    formType: 1,
    formId,
    visibleType: 0,
    launchers: [],
    flowTemplateJson: template(adminUserId),
    sortCode: 0,
    description: '',
  };
  const { id } = (await send('POST', WORKFLOW_FLOW_ENGINE.create, body)) as { id: string };
  await send('POST', fillPath(WORKFLOW_FLOW_ENGINE.release, { id }));
  return id;
}

export async function benchWorkflow(
  database: BenchDatabase,
  load: { concurrency: number; durationMs: number },
): Promise<WorkflowFigures> {
  const handle = await openSeededDatabase(database);
  try {
    const app = await buildBenchApp(handle, database, { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const { pool } = handle;
      const send = sender(app, await injectSignIn(app, loginBody()));
      const ids = await pool.query<{ form: string; admin: string }>(
        `select (select id from visualdev_designs where en_code = 'wfLeaveForm') as form,
           (select id from users where account = 'admin') as admin`,
      );
      const { form, admin } = ids.rows[0] ?? { form: '', admin: '' };
      const flowId = await releasedFlow(send, form, admin);
      const launchOne = async () => {
        await send('POST', WORKFLOW_FLOW_TASK.create, { flowId, status: 1, formData: leave });
      };
      const statementsPerLaunch = await countStatements(launchOne);
      const launch = await runLoad(launchOne, load);

      const pending = await pool.query<{ id: string }>(
        `select o.id from flow_task_operators o join flow_tasks t on t.id = o.task_id
         where o.user_id = $1 and o.state = 'pending' and t.flow_id = $2`,
        [admin, flowId],
      );
      const items = pending.rows.map((row) => row.id);
      const approveOne = async () => {
        const id = items.pop();
        if (id !== undefined) await send('POST', fillPath(WORKFLOW_FLOW_BEFORE.audit, { id }), {});
      };
      const statementsPerApprove = await countStatements(approveOne);
      const approve = await runLoad(approveOne, { ...load, more: () => items.length > 0 });

      await launchOne();
      await growPendingTodos(pool, admin, TODOS);
      const url = `${fillPath(WORKFLOW_FLOW_BEFORE.list, { category: 'Waiting' })}?currentPage=2&pageSize=20`;
      const readPage = async () => {
        await send('GET', url);
      };
      await readPage();
      const list = await runLoad(readPage, load);
      const queries = await captureQueries(pool, readPage);
      const raw = await runLoad(() => replay(pool, queries), load);
      return {
        launch,
        approve,
        statementsPerLaunch,
        statementsPerApprove,
        todos: TODOS,
        list,
        raw,
        listStatements: queries.length,
      };
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
  }
}
