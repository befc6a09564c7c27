import { screen, waitFor, within } from '@testing-library/react';
import {
  bodySentTo,
  pageOf,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { envelope } from '../../../test/fetch-stub';
import { MyTasksPage } from './MyTasksPage';
import {
  ENGINE,
  launchForm,
  launchRow,
  renderTaskPage,
  serveHolding,
  TASKS,
  taskInfo,
  usersByIds,
} from './test-kit';

const row = launchRow;

const ANSWERS: Record<string, unknown> = {
  'GET /api/workflow/Engine/FlowLaunch': pageOf([row('t1', 0), row('t2', 1)]),
  [`GET ${ENGINE}/ListAll`]: {
    list: [
      {
        id: 'hr',
        fullName: '人事',
        children: [
          { id: 'f1', fullName: '请假', enCode: 'leave', icon: '', iconBackground: '', type: 0 },
        ],
      },
      {
        id: 'money',
        fullName: '财务',
        children: [
          { id: 'f2', fullName: '报销', enCode: 'claim', icon: '', iconBackground: '', type: 0 },
        ],
      },
    ],
  },
  [`GET ${ENGINE}/Selector`]: { list: [] },
  [`GET ${ENGINE}/f1/LaunchForm`]: launchForm(),
  'POST /api/permission/Users/getUserList': usersByIds,
  [`POST ${TASKS}`]: { id: 't9' },
};

function serve(routes: Record<string, unknown> = {}) {
  return serveRoutes({ ...ANSWERS, ...routes });
}

async function openLaunchForm() {
  const rendered = renderTaskPage(<MyTasksPage />, '/workFlow/flowLaunch');
  await screen.findByText('请假.t1', {}, { timeout: 10_000 });
  await rendered.user.click(screen.getByRole('button', { name: '发起' }));
  const flows = await screen.findByRole('dialog', { name: '发起流程' });
  await rendered.user.type(within(flows).getByRole('searchbox', { name: '搜索流程' }), '请');
  expect(within(flows).queryByText('报销')).not.toBeInTheDocument();
  await rendered.user.click(within(flows).getByRole('button', { name: '请假' }));
  const dialog = await screen.findByRole('dialog', { name: '发起：请假' });
  return { ...rendered, dialog };
}

describe('发起流程', () => {
  withTableViewport();

  it("submits the start node's fields with the urgency and the chosen approvers", async () => {
    const seen = serve();
    const { user, dialog } = await openLaunchForm();
    expect(within(dialog).queryByRole('textbox', { name: '备注' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '天数' })).toHaveAttribute('readonly');
    await user.type(within(dialog).getByRole('textbox', { name: '标题' }), '年假');
    await user.click(within(dialog).getByRole('combobox', { name: '紧急程度' }));
    await user.click(await screen.findByRole('option', { name: '紧急' }));
    await user.click(within(dialog).getByRole('combobox', { name: '经理审批的审批人' }));
    await user.click(await screen.findByRole('option', { name: '王五' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${TASKS}`)).toEqual({
      flowId: 'f1',
      status: 1,
      urgent: 3,
      formData: { title: '年假', days: null },
      candidates: { manager: ['u3'] },
    });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  }, 40_000);

  it('saves a draft, shows a refusal under the field it names and sends once while busy', async () => {
    const { seen, answer } = serveHolding(ANSWERS, `POST ${TASKS}`);
    const { user, dialog } = await openLaunchForm();
    await user.type(within(dialog).getByRole('textbox', { name: '标题' }), '年假');
    await user.click(within(dialog).getByRole('button', { name: '暂存' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: '提交' })).toBeDisabled(),
    );
    expect(within(dialog).getByRole('button', { name: '暂存' })).toBeDisabled();
    expect(bodySentTo(seen, `POST ${TASKS}`)).toMatchObject({ status: 0, urgent: 1 });
    answer(envelope(400, null, '标题不能超过 2 个字'));
    const field = within(dialog).getByRole('textbox', { name: '标题' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('标题不能超过 2 个字'));
    expect(requestsTo(seen, `POST ${TASKS}`)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: '提交' })).toBeEnabled();
  }, 40_000);

  it('edits a draft with its values and submits it again', async () => {
    const draft = taskInfo({
      status: 0,
      urgent: 2,
      fieldAccess: { title: 'write', days: 'write', note: 'hidden' },
      formData: { title: '年假', days: '3' },
      actions: ['edit'],
    });
    const seen = serve({ [`GET ${TASKS}/f1/t1`]: draft, [`PUT ${TASKS}/t1`]: null });
    const { user } = renderTaskPage(<MyTasksPage />, '/workFlow/flowLaunch');
    await screen.findByText('请假.t1', {}, { timeout: 10_000 });
    await user.click(within(rowOf('请假.t1')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑：请假' });
    const days = await within(dialog).findByRole('textbox', { name: '天数' });
    expect(days).toHaveValue('3');
    await user.clear(days);
    await user.type(days, '4');
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('已提交')).toBeInTheDocument();
    expect(bodySentTo(seen, `PUT ${TASKS}/t1`)).toEqual({
      status: 1,
      urgent: 2,
      formData: { title: '年假', days: '4' },
    });
  }, 40_000);

  it('withdraws a task in process after confirmation and offers drafts edit and delete', async () => {
    const seen = serve({ [`POST /api/workflow/Engine/FlowLaunch/t2/Actions/Withdraw`]: null });
    const { user } = renderTaskPage(<MyTasksPage />, '/workFlow/flowLaunch');
    await screen.findByText('请假.t2', {}, { timeout: 10_000 });
    const draft = within(rowOf('请假.t1'));
    expect(draft.getByText('草稿')).toBeInTheDocument();
    expect(draft.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(draft.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(draft.queryByRole('button', { name: '撤回' })).not.toBeInTheDocument();
    const running = within(rowOf('请假.t2'));
    expect(running.getByText('进行中')).toBeInTheDocument();
    expect(running.queryByRole('button', { name: '删除' })).not.toBeInTheDocument();
    await user.click(running.getByRole('button', { name: '撤回' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(question).toHaveTextContent('确定撤回流程“请假.t2”吗？');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('已撤回')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/workflow/Engine/FlowLaunch/t2/Actions/Withdraw')).toEqual(
      {},
    );
  }, 40_000);
});
