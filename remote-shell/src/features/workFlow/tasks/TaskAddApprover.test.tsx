import { screen, within } from '@testing-library/react';
import {
  bodySentTo,
  pageOf,
  requestsTo,
  serveRoutes,
  treeNode,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { BeforeListPage } from './BeforeListPage';
import { BEFORE, renderTaskPage, TASKS, taskInfo } from './test-kit';

const DETAIL = `GET ${TASKS}/f1/t1`;

function serve(task = taskInfo()) {
  return serveRoutes({
    [`GET ${BEFORE}/List/Waiting`]: pageOf([]),
    'GET /api/workflow/Engine/FlowEngine/Selector': { list: [] },
    [DETAIL]: task,
    'GET /api/permission/Users/Selector': {
      list: [treeNode('u3', '王五', 'user', [], true), treeNode('u4', '赵六', 'user', [], true)],
    },
    [`POST ${BEFORE}/AddApprover/w9`]: null,
    [`POST ${BEFORE}/RemoveApprover/a1`]: null,
    [`POST ${BEFORE}/Audit/w9`]: null,
    'POST /api/workflow/Engine/FlowLaunch/t1/Actions/Urge': null,
  });
}

async function openTask() {
  const rendered = renderTaskPage(
    <BeforeListPage category="Waiting" />,
    '/workFlow/flowTodo?id=t1&flowId=f1',
  );
  const panel = await screen.findByRole('dialog', { name: '张三的请假' }, { timeout: 10_000 });
  return { ...rendered, panel };
}

describe('task panel: 加签, 减签, 催办 and a required signature', () => {
  withTableViewport();

  it('adds approvers after the caller', async () => {
    const seen = serve(taskInfo({ actions: ['audit', 'addApprover'] }));
    const { user, panel } = await openTask();
    await user.click(within(panel).getByRole('button', { name: '加签' }));
    const dialog = await screen.findByRole('dialog', { name: '加签' });
    await user.click(within(dialog).getByRole('button', { name: '加签' }));
    expect(within(dialog).getByText('请选择加签人员')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '选择' }));
    const picker = await screen.findByRole('dialog', { name: '选择加签人员' });
    await user.click(await within(picker).findByText('王五'));
    await user.click(within(picker).getByText('赵六'));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await user.click(within(dialog).getByRole('combobox', { name: '加签方式' }));
    await user.click(await screen.findByRole('option', { name: /后加签/ }));
    await user.click(within(dialog).getByRole('button', { name: '加签' }));
    expect(await screen.findByText('已加签')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${BEFORE}/AddApprover/w9`)).toEqual({
      mode: 'after',
      userIds: ['u3', 'u4'],
    });
  }, 40_000);

  it('lists the approvers the caller added and removes one', async () => {
    const seen = serve(
      taskInfo({
        actions: [],
        pendingItem: null,
        addedApprovers: [{ id: 'a1', userName: '王五', mode: 'before' }],
      }),
    );
    const { user, panel } = await openTask();
    const added = within(panel).getByRole('list', { name: '我加签的人员' });
    expect(added).toHaveTextContent('前加签');
    await user.click(within(added).getByRole('button', { name: '减签：王五' }));
    expect(await screen.findByText('已减签')).toBeInTheDocument();
    expect(requestsTo(seen, `POST ${BEFORE}/RemoveApprover/a1`)).toHaveLength(1);
  }, 40_000);

  it('lets the initiator urge the approvers', async () => {
    const seen = serve(taskInfo({ actions: ['withdraw', 'urge'], pendingItem: null }));
    const { user, panel } = await openTask();
    await user.click(within(panel).getByRole('button', { name: '催办' }));
    const dialog = await screen.findByRole('dialog', { name: '催办' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '请尽快');
    await user.click(within(dialog).getByRole('button', { name: '催办' }));
    expect(await screen.findByText('已催办')).toBeInTheDocument();
    expect(bodySentTo(seen, 'POST /api/workflow/Engine/FlowLaunch/t1/Actions/Urge')).toEqual({
      comment: '请尽快',
    });
  }, 40_000);

  it('asks for the signature a node requires before approving', async () => {
    const seen = serve(taskInfo({ actions: ['audit'], signatureRequired: true }));
    const { user, panel } = await openTask();
    await within(panel).findByRole('textbox', { name: '天数' });
    await user.click(within(panel).getByRole('button', { name: '同意' }));
    const dialog = await screen.findByRole('dialog', { name: '同意' });
    expect(within(dialog).getByRole('button', { name: '签名（必填）' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '上传附件' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '同意' }));
    expect(within(dialog).getByText('该节点要求手写签名')).toBeInTheDocument();
    expect(requestsTo(seen, `POST ${BEFORE}/Audit/w9`)).toHaveLength(0);
  }, 40_000);
});
