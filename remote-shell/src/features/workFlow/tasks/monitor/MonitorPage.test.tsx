import { screen, waitFor, within } from '@testing-library/react';
import type { FlowMonitorRow } from '@mepm/contract';
import { FLOW_MONITOR_BUTTON } from '@mepm/contract/paths';
import {
  bodySentTo,
  pageOf,
  paramsOf,
  renderAdminPage,
  requestsTo,
  rowOf,
  serveRoutes,
  treeNode,
  withTableViewport,
} from '../../../../test/admin-page-kit';
import { launchRow, taskInfo, TASKS } from '../test-kit';

const MONITOR = '/api/workflow/Engine/FlowMonitor';
const LIST = `GET ${MONITOR}`;
const ALL = Object.values(FLOW_MONITOR_BUTTON);

const row = (id: string, status: FlowMonitorRow['status']): FlowMonitorRow => ({
  ...launchRow(id, status),
  billNo: null,
  creatorUserId: 'u1',
  creatorUser: '张三',
});

const ANSWERS: Record<string, unknown> = {
  [LIST]: pageOf([row('t1', 1), row('t2', 0), row('t3', 2), row('t4', 0)]),
  'GET /api/workflow/Engine/FlowEngine/Selector': { list: [] },
  // What the server answers a monitor: every field shown read-only, nothing to do.
  [`GET ${TASKS}/f1/t1`]: taskInfo({
    actions: [],
    pendingItem: null,
    fieldAccess: { title: 'read', days: 'read', note: 'read' },
    requiredFields: [],
  }),
  [`GET ${MONITOR}/t1/Items`]: {
    list: [
      {
        id: 'w9',
        nodeId: 'hr',
        nodeTitle: '人事审批',
        userId: 'u2',
        userName: '李四',
        state: 'pending',
      },
    ],
  },
  'GET /api/permission/Users/Selector': { list: [treeNode('u4', '赵六', 'user', [], true)] },
};

const serve = (routes: Record<string, unknown> = {}) => serveRoutes({ ...ANSWERS, ...routes });

async function renderMonitor(buttons: readonly string[] = ALL) {
  const rendered = renderAdminPage('/workFlow/flowMonitor', { buttons });
  await screen.findByText('请假.t1', {}, { timeout: 10_000 });
  return rendered;
}

const buttonsOf = (text: string) =>
  within(rowOf(text))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('流程监控', () => {
  withTableViewport();

  it('offers each action by status and grant; filters by status, initiator and day', async () => {
    const seen = serve();
    const { user } = await renderMonitor();
    expect(buttonsOf('请假.t1')).toEqual(['查看', '终止', '指派', '跳转']);
    expect(buttonsOf('请假.t2')).toEqual(['查看']);
    expect(buttonsOf('请假.t3')).toEqual(['查看']);
    expect(within(rowOf('请假.t1')).getByText('张三')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '草稿' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        status: '0',
      }),
    );
    await user.click(screen.getByRole('button', { name: '选择' }));
    const picker = await screen.findByRole('dialog', { name: '选择发起人' });
    await user.click(await within(picker).findByText('赵六'));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toMatchObject({ creatorUserId: 'u4' }),
    );
    await user.type(screen.getByLabelText('创建日期从'), '2026-11-20');
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))?.startTime).toBe(
        String(new Date(2026, 10, 20).getTime()),
      ),
    );
    await user.click(screen.getByRole('button', { name: '清除' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).not.toHaveProperty('creatorUserId'),
    );
  }, 40_000);

  it('shows no actions and no deletion without their grants', async () => {
    serve();
    await renderMonitor([FLOW_MONITOR_BUTTON.jump]);
    expect(buttonsOf('请假.t1')).toEqual(['查看', '跳转']);
    expect(screen.queryByRole('button', { name: '删除草稿' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '选择第 1 行' })).not.toBeInTheDocument();
  }, 40_000);

  it('opens a task read-only, with nothing to do in it', async () => {
    serve();
    const { user } = await renderMonitor();
    await user.click(within(rowOf('请假.t1')).getByRole('button', { name: '查看' }));
    const panel = await screen.findByRole('dialog', { name: '张三的请假' });
    expect(within(panel).queryByRole('button', { name: '同意' })).not.toBeInTheDocument();
    expect(await within(panel).findByRole('textbox', { name: '天数' })).toHaveAttribute('readonly');
    expect(within(panel).getByText('同意休假')).toBeInTheDocument();
  }, 40_000);

  it('terminates a task with a comment', async () => {
    const seen = serve({ [`POST ${MONITOR}/t1/Actions/Cancel`]: null });
    const { user } = await renderMonitor();
    await user.click(within(rowOf('请假.t1')).getByRole('button', { name: '终止' }));
    const dialog = await screen.findByRole('dialog', { name: '终止流程“请假.t1”' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '重复申请');
    await user.click(within(dialog).getByRole('button', { name: '终止' }));
    expect(await screen.findByText('已终止')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${MONITOR}/t1/Actions/Cancel`)).toEqual({ comment: '重复申请' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  }, 40_000);

  it('assigns an open item to a chosen user, asking for both first', async () => {
    const seen = serve({ [`POST ${MONITOR}/t1/Actions/Assign`]: null });
    const { user } = await renderMonitor();
    await user.click(within(rowOf('请假.t1')).getByRole('button', { name: '指派' }));
    const dialog = await screen.findByRole('dialog', { name: '指派“请假.t1”的待办' });
    await user.click(within(dialog).getByRole('button', { name: '指派' }));
    expect(within(dialog).getByText('请选择待办事项')).toBeInTheDocument();
    expect(within(dialog).getByText('请选择指派对象')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: '待办事项' }));
    await user.click(await screen.findByRole('option', { name: '人事审批：李四' }));
    await user.click(within(dialog).getByRole('button', { name: '选择' }));
    const picker = await screen.findByRole('dialog', { name: '选择指派给' });
    await user.click(await within(picker).findByText('赵六'));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await user.click(within(dialog).getByRole('button', { name: '指派' }));
    expect(await screen.findByText('已指派')).toBeInTheDocument();
    expect(requestsTo(seen, `POST ${MONITOR}/t1/Actions/Assign`)).toHaveLength(1);
    expect(bodySentTo(seen, `POST ${MONITOR}/t1/Actions/Assign`)).toEqual({
      itemId: 'w9',
      userId: 'u4',
    });
  }, 40_000);

  it("jumps to an approver node of the task's template", async () => {
    const seen = serve({ [`POST ${MONITOR}/t1/Actions/Jump`]: null });
    const { user } = await renderMonitor();
    await user.click(within(rowOf('请假.t1')).getByRole('button', { name: '跳转' }));
    const dialog = await screen.findByRole('dialog', { name: '跳转流程“请假.t1”' });
    await user.click(within(dialog).getByRole('combobox', { name: '跳转至' }));
    expect(await screen.findByRole('option', { name: '经理审批' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: '发起' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: '人事审批' }));
    await user.click(within(dialog).getByRole('button', { name: '跳转' }));
    expect(await screen.findByText('已跳转')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${MONITOR}/t1/Actions/Jump`)).toEqual({ nodeId: 'hr' });
  }, 40_000);

  it('deletes the chosen drafts together after confirmation, never a task that is not one', async () => {
    const seen = serve({ [`DELETE ${MONITOR}`]: null });
    const { user } = await renderMonitor();
    const remove = screen.getByRole('button', { name: '删除草稿' });
    expect(remove).toBeDisabled();
    await user.click(within(rowOf('请假.t1')).getByRole('checkbox'));
    expect(remove).toBeDisabled();
    await user.click(within(rowOf('请假.t2')).getByRole('checkbox'));
    await user.click(within(rowOf('请假.t4')).getByRole('checkbox'));
    await user.click(remove);
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(question).toHaveTextContent('确定删除选中的 2 个草稿吗？');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已删除')).toBeInTheDocument();
    expect(bodySentTo(seen, `DELETE ${MONITOR}`)).toEqual({ ids: ['t2', 't4'] });
  }, 40_000);
});
