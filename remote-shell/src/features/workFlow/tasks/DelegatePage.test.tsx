import { fireEvent, screen, within } from '@testing-library/react';
import type { FlowDelegateRow } from '@mepm/contract';
import {
  bodySentTo,
  pageOf,
  rowOf,
  serveRoutes,
  treeNode,
  withTableViewport,
} from '../../../test/admin-page-kit';
import { DelegatePage } from './DelegatePage';
import { renderTaskPage } from './test-kit';

const DELEGATES = '/api/workflow/Engine/FlowDelegate';

const given: FlowDelegateRow = {
  id: 'd1',
  userId: 'u1',
  userName: '张三',
  toUserId: 'u2',
  toUserName: '李四',
  flowIds: [],
  flowNames: [],
  startTime: Date.UTC(2026, 11, 1),
  endTime: Date.UTC(2026, 11, 8),
  description: '',
  createdTime: Date.UTC(2026, 10, 1),
  version: 0,
};

describe('流程委托', () => {
  withTableViewport();

  it('creates an entrust with the chosen user, flows and window', async () => {
    const seen = serveRoutes({
      [`GET ${DELEGATES}`]: (request: { url: URL }) =>
        request.url.searchParams.get('side') === 'received'
          ? pageOf([{ ...given, id: 'd2', userName: '王五', toUserName: '张三' }])
          : pageOf([given]),
      'GET /api/workflow/Engine/FlowEngine/Selector': {
        list: [
          {
            id: 'hr',
            fullName: '人事',
            children: [
              {
                id: 'f1',
                fullName: '请假',
                enCode: 'leave',
                icon: '',
                iconBackground: '',
                type: 0,
              },
            ],
          },
        ],
      },
      'GET /api/permission/Users/Selector': {
        list: [treeNode('u3', '王五', 'user', [], true)],
      },
      [`POST ${DELEGATES}`]: { id: 'd9' },
    });
    const { user } = renderTaskPage(<DelegatePage />, '/workFlow/flowDelegate');
    await screen.findByText('李四', {}, { timeout: 10_000 });
    expect(within(rowOf('李四')).getByText('全部流程')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '新增委托' }));
    const dialog = await screen.findByRole('dialog', { name: '新增委托' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByText('请选择被委托人')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '选择' }));
    const picker = await screen.findByRole('dialog', { name: '选择被委托人' });
    await user.click(await within(picker).findByText('王五'));
    await user.click(within(picker).getByRole('button', { name: '确定' }));
    await user.click(within(dialog).getByRole('combobox', { name: '委托流程' }));
    await user.click(await screen.findByRole('option', { name: '请假' }));
    await user.keyboard('{Escape}');
    fireEvent.change(within(dialog).getByLabelText(/开始时间/), {
      target: { value: '2026-12-10T09:00' },
    });
    fireEvent.change(within(dialog).getByLabelText(/结束时间/), {
      target: { value: '2026-12-12T18:00' },
    });
    await user.type(within(dialog).getByRole('textbox', { name: '说明' }), '出差');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(bodySentTo(seen, `POST ${DELEGATES}`)).toEqual({
      toUserId: 'u3',
      flowIds: ['f1'],
      startTime: new Date('2026-12-10T09:00').getTime(),
      endTime: new Date('2026-12-12T18:00').getTime(),
      description: '出差',
    });

    await user.click(screen.getByRole('tab', { name: '委托给我' }));
    expect(await screen.findByText('王五')).toBeInTheDocument();
    expect(within(rowOf('王五')).queryByRole('button', { name: '编辑' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增委托' })).not.toBeInTheDocument();
  }, 40_000);
});
