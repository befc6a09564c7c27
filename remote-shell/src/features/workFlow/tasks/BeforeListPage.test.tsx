import { screen, waitFor, within } from '@testing-library/react';
import type { FlowBeforeRow } from '@mepm/contract';
import {
  bodySentTo,
  pageOf,
  paramsOf,
  requestsTo,
  rowOf,
  serveRoutes,
  treeNode,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { envelope } from '../../../test/fetch-stub';
import { BeforeListPage } from './BeforeListPage';
import { BEFORE, renderTaskPage, serveHolding, TASKS, taskInfo } from './test-kit';

const LIST = `GET ${BEFORE}/List/Waiting`;
const DETAIL = `GET ${TASKS}/f1/t1`;

const item: FlowBeforeRow = {
  id: 'w9',
  taskId: 't1',
  flowId: 'f1',
  flowName: '请假',
  fullName: '张三的请假',
  urgent: 2,
  status: 1,
  nodeTitle: '人事审批',
  creatorUser: '张三',
  createdTime: Date.UTC(2026, 10, 20, 2),
  handledTime: null,
  handledState: '',
  entrustedBy: '李四',
};

function serve() {
  return serveRoutes({
    [LIST]: pageOf([item]),
    [`GET /api/workflow/Engine/FlowEngine/Selector`]: { list: [] },
    [DETAIL]: taskInfo(),
    [`POST ${BEFORE}/Audit/w9`]: null,
    [`POST ${BEFORE}/Reject/w9`]: null,
  });
}

async function openTask() {
  const rendered = renderTaskPage(<BeforeListPage category="Waiting" />, '/workFlow/flowTodo');
  await screen.findByText('张三的请假', {}, { timeout: 10_000 });
  expect(within(rowOf('张三的请假')).getByText('重要')).toBeInTheDocument();
  // Entrusted to the caller by 李四.
  expect(within(rowOf('张三的请假')).getByText('李四')).toBeInTheDocument();
  await rendered.user.click(within(rowOf('张三的请假')).getByRole('button', { name: '查看' }));
  const panel = await screen.findByRole('dialog', { name: '张三的请假' });
  await within(panel).findByRole('textbox', { name: '天数' });
  return { ...rendered, panel };
}

describe('待办事宜', () => {
  withTableViewport();

  it('approves with the comment and only the values the node lets the approver write', async () => {
    const seen = serve();
    const { user, panel } = await openTask();
    expect(within(panel).getByRole('textbox', { name: '标题' })).toHaveAttribute('readonly');
    const history = within(panel).getByRole('list', { name: '流转记录' });
    expect(history).toHaveTextContent('赵六 · 同意');
    expect(history).toHaveTextContent('代 李四 办理');
    const steps = within(panel).getByRole('list', { name: '流程节点' });
    expect(within(steps).getByText('人事审批').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
    // The drawing comes after the panel: the current node framed blue, the passed ones green.
    const drawing = await within(panel).findByRole(
      'region',
      { name: '流程设计器' },
      { timeout: 10_000 },
    );
    const current = await within(drawing).findByRole(
      'group',
      { name: '人事审批' },
      { timeout: 10_000 },
    );
    expect(current).toHaveAttribute('aria-current', 'step');
    expect(current).toHaveStyle({ border: '2px solid #1976d2' });
    const passed = within(drawing).getByRole('group', { name: '经理审批' });
    expect(passed).not.toHaveAttribute('aria-current');
    expect(passed).toHaveStyle({ border: '2px solid #2e7d32' });
    expect(within(drawing).queryByRole('button', { name: /添加节点/ })).not.toBeInTheDocument();

    const days = within(panel).getByRole('textbox', { name: '天数' });
    await user.clear(days);
    await user.type(days, '5');
    await user.click(within(panel).getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: '同意' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '准了');
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('已同意')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${BEFORE}/Audit/w9`)).toEqual({
      comment: '准了',
      formData: { days: '5' },
    });
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    // The action made the list stale: it is read again.
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThan(1));
  }, 40_000);

  it('rejects to the earlier node the approver picks', async () => {
    const seen = serve();
    const { user, panel } = await openTask();
    await user.click(within(panel).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回' });
    await user.click(within(dialog).getByRole('combobox', { name: '驳回至' }));
    await user.click(await screen.findByRole('option', { name: '经理审批' }));
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '天数不对');
    await user.click(within(dialog).getByRole('button', { name: '驳回' }));
    expect(await screen.findByText('已驳回')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${BEFORE}/Reject/w9`)).toEqual({
      comment: '天数不对',
      rejectTo: 'manager',
    });
  }, 40_000);

  it('transfers to a chosen user and allows one request at a time', async () => {
    const { seen, answer } = serveHolding(
      {
        [LIST]: pageOf([item]),
        'GET /api/workflow/Engine/FlowEngine/Selector': { list: [] },
        [DETAIL]: taskInfo(),
        'GET /api/permission/Users/Selector': { list: [treeNode('u4', '赵六', 'user', [], true)] },
      },
      `POST ${BEFORE}/Transfer/w9`,
    );
    const { user, panel } = await openTask();
    await user.click(within(panel).getByRole('button', { name: '转办' }));
    const dialog = await screen.findByRole('dialog', { name: '转办' });
    await user.click(within(dialog).getByRole('button', { name: '转办' }));
    expect(within(dialog).getByText('请选择转办给的用户')).toBeInTheDocument();
    expect(requestsTo(seen, `POST ${BEFORE}/Transfer/w9`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '选择' }));
    const picker = await screen.findByRole('dialog', { name: '选择转办给' });
    await user.click(await within(picker).findByText('赵六'));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '请赵六处理');
    await user.click(within(dialog).getByRole('button', { name: '转办' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '转办' })).toBeDisabled(),
    );
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    // The panel stays behind the dialog (hidden from assistive technology), its buttons disabled.
    expect(within(panel).getByRole('button', { name: '同意', hidden: true })).toBeDisabled();
    expect(bodySentTo(seen, `POST ${BEFORE}/Transfer/w9`)).toEqual({
      userId: 'u4',
      comment: '请赵六处理',
    });
    answer(envelope(200, null));
    expect(await screen.findByText('已转办')).toBeInTheDocument();
    expect(requestsTo(seen, `POST ${BEFORE}/Transfer/w9`)).toHaveLength(1);
  }, 40_000);

  it("opens the task a message's address names and filters by urgency", async () => {
    const seen = serve();
    const { user } = renderTaskPage(
      <BeforeListPage category="Waiting" />,
      '/workFlow/flowTodo?id=t1&flowId=f1',
    );
    const panel = await screen.findByRole('dialog', { name: '张三的请假' }, { timeout: 10_000 });
    await user.click(within(panel).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await user.click(screen.getByRole('combobox', { name: '紧急程度' }));
    await user.click(await screen.findByRole('option', { name: '紧急' }));
    await waitFor(() =>
      expect(paramsOf(requestsTo(seen, LIST).at(-1))).toEqual({
        currentPage: '1',
        pageSize: '20',
        urgent: '3',
      }),
    );
  }, 40_000);
});
