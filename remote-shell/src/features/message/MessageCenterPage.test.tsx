import { screen, waitFor, within } from '@testing-library/react';
import { MessageCenterPage } from './MessageCenterPage';
import { notice, renderWithSocket, requestsTo, serveInbox } from './message-test-kit';

const NOTICE = '/api/message/Notice';

function renderCenter() {
  const inbox = serveInbox([
    notice(1, { title: '公告一' }),
    notice(2, { title: '待办一', type: 2, bodyText: '{"type":1,"id":"f-1"}' }),
    notice(3, { title: '待办二', type: 2, bodyText: '{"type":2,"id":"t-2"}', isRead: '1' }),
    notice(4, { title: '政策一', type: 99, bodyText: '{"type":4,"id":"p-4"}' }),
  ]);
  const rendered = renderWithSocket(<MessageCenterPage />, '/messageRecord');
  return { ...rendered, ...inbox };
}

const lastNoticeQuery = (seen: Parameters<typeof requestsTo>[0]) =>
  Object.fromEntries(requestsTo(seen, 'GET', NOTICE).at(-1)?.url.searchParams ?? []);

describe('the message centre', () => {
  it('lists every type under "all" and one type per tab', async () => {
    const { user, seen } = renderCenter();
    expect(await screen.findByRole('button', { name: '公告一' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '政策一' })).toBeInTheDocument();
    expect(lastNoticeQuery(seen)).toMatchObject({ currentPage: '1', pageSize: '20' });
    await user.click(screen.getByRole('tab', { name: '待办事项' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '公告一' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: '待办一' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '待办二' })).toBeInTheDocument();
    expect(lastNoticeQuery(seen)).toMatchObject({ type: '2' });
  });

  it('filters by keyword and read state', async () => {
    const { user, seen } = renderCenter();
    await screen.findByRole('button', { name: '公告一' });
    await user.type(screen.getByRole('textbox', { name: '标题' }), '待办');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '未读' }));
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(lastNoticeQuery(seen)).toMatchObject({ keyword: '待办', isRead: '0' }),
    );
    expect(await screen.findByRole('button', { name: '待办一' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '待办二' })).not.toBeInTheDocument();
  });

  it('marks the tab’s type read after a confirmation', async () => {
    const { user, seen, entries } = renderCenter();
    await screen.findByRole('button', { name: '公告一' });
    await user.click(screen.getByRole('tab', { name: '待办事项' }));
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(question).toHaveTextContent('是否将「待办事项」全部标记为已读？');
    await user.click(within(question).getByRole('button', { name: '取消' }));
    expect(requestsTo(seen, 'POST', '/api/message/Actions/ReadAll')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '全部已读' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '提示' })).getByRole('button', {
        name: '确定',
      }),
    );
    expect(await screen.findByText('已全部标记为已读')).toBeInTheDocument();
    const [readAll] = requestsTo(seen, 'POST', '/api/message/Actions/ReadAll');
    expect(readAll?.url.searchParams.get('type')).toBe('2');
    expect(entries.filter((entry) => entry.isRead === '0').map((entry) => entry.id)).toEqual([
      'm1',
      'm4',
    ]);
    // The list is read again and shows the new state.
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryAllByText('未读')).toHaveLength(0),
    );
  });

  it('removes the selected records after a confirmation', async () => {
    const { user, seen } = renderCenter();
    await screen.findByRole('button', { name: '公告一' });
    const remove = screen.getByRole('button', { name: '删除' });
    expect(remove).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '选择 公告一' }));
    await user.click(screen.getByRole('checkbox', { name: '选择 政策一' }));
    await user.click(remove);
    const question = await screen.findByRole('dialog', { name: '提示' });
    expect(question).toHaveTextContent('是否删除选中的 2 条消息？');
    await user.click(within(question).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(JSON.parse(requestsTo(seen, 'DELETE', '/api/message/Record')[0]?.body ?? '{}')).toEqual({
      messageIds: ['m1', 'm4'],
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '公告一' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: '待办一' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除' })).toBeDisabled();
  });

  it('opens a notice in a dialog and a policy release at its page', async () => {
    const { user, router, seen } = renderCenter();
    await user.click(await screen.findByRole('button', { name: '公告一' }));
    const dialog = await screen.findByRole('dialog', { name: '公告一' });
    expect(await within(dialog).findByText('正文 1')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await user.click(screen.getByRole('button', { name: '政策一' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hrs/policy/release'));
    expect(router.state.location.search).toBe('?id=p-4');
    await waitFor(() => expect(requestsTo(seen, 'GET', '/api/message/m4')).toHaveLength(1));
  });
});
