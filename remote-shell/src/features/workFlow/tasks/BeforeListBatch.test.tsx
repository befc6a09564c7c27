import { screen, waitFor, within } from '@testing-library/react';
import type { FlowBeforeRow } from '@mepm/contract';
import {
  bodySentTo,
  pageOf,
  requestsTo,
  rowOf,
  serveRoutes,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { BeforeListPage } from './BeforeListPage';
import { BEFORE, renderTaskPage } from './test-kit';

const LIST = `GET ${BEFORE}/List/Waiting`;
const BATCH = `POST ${BEFORE}/BatchOperation`;

const row = (id: string, fullName: string): FlowBeforeRow => ({
  id,
  taskId: `t-${id}`,
  flowId: 'f1',
  flowName: '请假',
  fullName,
  urgent: 1,
  status: 1,
  nodeTitle: '经理审批',
  creatorUser: '张三',
  createdTime: Date.UTC(2026, 10, 20, 2),
  handledTime: null,
  handledState: '',
  entrustedBy: null,
});

describe('待办事宜: batch approve and reject', () => {
  withTableViewport();

  it('approves the chosen to-dos with one comment and says which were refused and why', async () => {
    const seen = serveRoutes({
      [LIST]: pageOf([row('w1', '张三的请假'), row('w2', '李四的报销'), row('w3', '王五的采购')]),
      'GET /api/workflow/Engine/FlowEngine/Selector': { list: [] },
      [BATCH]: {
        results: [
          { id: 'w1', done: true, message: '' },
          { id: 'w2', done: false, message: '请填写：金额' },
        ],
      },
    });
    const { user } = renderTaskPage(<BeforeListPage category="Waiting" />, '/workFlow/flowTodo');
    await screen.findByText('张三的请假', {}, { timeout: 10_000 });
    const approve = screen.getByRole('button', { name: '批量同意' });
    expect(approve).toBeDisabled();
    await user.click(within(rowOf('张三的请假')).getByRole('checkbox'));
    await user.click(within(rowOf('李四的报销')).getByRole('checkbox'));
    await user.click(approve);
    const dialog = await screen.findByRole('dialog', { name: '批量同意 2 项' });
    await user.type(within(dialog).getByRole('textbox', { name: '意见' }), '同意');
    await user.click(within(dialog).getByRole('button', { name: '批量同意' }));
    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('已处理 1 项');
    expect(summary).toHaveTextContent('1 项未处理');
    expect(summary).toHaveTextContent('李四的报销：请填写：金额');
    expect(bodySentTo(seen, BATCH)).toEqual({
      action: 'audit',
      ids: ['w1', 'w2'],
      comment: '同意',
    });
    // The selection is cleared and the list read again.
    expect(screen.getByRole('button', { name: '批量同意' })).toBeDisabled();
    await waitFor(() => expect(requestsTo(seen, LIST).length).toBeGreaterThan(1));
  }, 40_000);

  it('offers no selection on the done list', async () => {
    serveRoutes({
      [`GET ${BEFORE}/List/Trial`]: pageOf([row('w1', '张三的请假')]),
      'GET /api/workflow/Engine/FlowEngine/Selector': { list: [] },
    });
    renderTaskPage(<BeforeListPage category="Trial" />, '/workFlow/flowDone');
    await screen.findByText('张三的请假', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: '批量同意' })).not.toBeInTheDocument();
    expect(within(rowOf('张三的请假')).queryByRole('checkbox')).not.toBeInTheDocument();
  }, 40_000);
});
