import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { latestSocket, signInSocket } from '../../test/socket-stub';
import { notice, renderWithSocket, requestsTo, serveInbox } from './message-test-kit';
import { NoticesButton } from './NoticesButton';

const NOTICE = '/api/message/Notice';

function renderButton(entries = [notice(1)]) {
  const inbox = serveInbox(entries);
  const rendered = renderWithSocket(<NoticesButton compact={false} />);
  return { ...rendered, ...inbox };
}

/** The badge's button; an open drawer hides it from assistive technology, but it is there. */
const badgeButton = () =>
  screen.getByRole('button', { name: /^通知(，\d+ 条未读)?$/, hidden: true });

/** Lets the browser say the feed is scrolled to `distance` px above its end. */
function scrollFeed(feed: HTMLElement, distance: number) {
  Object.defineProperty(feed, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(feed, 'clientHeight', { configurable: true, value: 500 });
  feed.scrollTop = 2000 - 500 - distance;
  fireEvent.scroll(feed);
}

describe('the notices badge', () => {
  it('shows the socket’s initMessage count, then each messagePush', async () => {
    renderButton();
    act(() => void signInSocket({ unreadNoticeCount: 5 }));
    expect(await screen.findByRole('button', { name: '通知，5 条未读' })).toBeInTheDocument();
    act(() => latestSocket().serverSends({ method: 'messagePush', unreadNoticeCount: 7 }));
    expect(badgeButton()).toHaveAccessibleName('通知，7 条未读');
    act(() => latestSocket().serverSends({ method: 'messagePush', unreadNoticeCount: 0 }));
    expect(badgeButton()).toHaveAccessibleName('通知');
  });

  it('shows 99+ past 99 and never a count below 0', async () => {
    renderButton();
    act(() => void signInSocket({ unreadNoticeCount: 120 }));
    expect(await screen.findByText('99+')).toBeInTheDocument();
    act(() => latestSocket().serverSends({ method: 'messagePush', unreadNoticeCount: -3 }));
    expect(badgeButton()).toHaveAccessibleName('通知');
    expect(screen.queryByText('-3')).not.toBeInTheDocument();
  });

  it('asks GET /Notice for the count while the socket is not signed in', async () => {
    renderButton([notice(1), notice(2), notice(3, { isRead: '1' })]);
    expect(await screen.findByRole('button', { name: '通知，2 条未读' })).toBeInTheDocument();
  });

  it('takes the socket’s count over the HTTP one once it is signed in', async () => {
    const { seen } = renderButton([notice(1), notice(2)]);
    await screen.findByRole('button', { name: '通知，2 条未读' });
    act(() => void signInSocket({ unreadNoticeCount: 9 }));
    expect(badgeButton()).toHaveAccessibleName('通知，9 条未读');
    expect(requestsTo(seen, 'GET', NOTICE)).toHaveLength(1);
  });
});

describe('the notices drawer', () => {
  const many = (count: number) => Array.from({ length: count }, (_, i) => notice(count - i));

  it('is 280 px wide and loads 20 a page, the next one within 200 px of the end', async () => {
    const { user, seen } = renderButton(many(45));
    await user.click(badgeButton());
    const drawer = await screen.findByRole('dialog', { name: '消息通知' });
    expect(drawer).toHaveStyle({ width: '280px' });
    await waitFor(() =>
      expect(within(drawer).getAllByRole('button', { name: /^通知 \d+，/ })).toHaveLength(20),
    );
    const feed = screen.getByTestId('notice-feed');
    scrollFeed(feed, 260);
    expect(
      requestsTo(seen, 'GET', NOTICE).map((r) => r.url.searchParams.get('currentPage')),
    ).not.toContain('2');
    scrollFeed(feed, 150);
    await waitFor(() =>
      expect(within(drawer).getAllByRole('button', { name: /^通知 \d+，/ })).toHaveLength(40),
    );
    const page2 = requestsTo(seen, 'GET', NOTICE).find(
      (r) => r.url.searchParams.get('currentPage') === '2',
    );
    expect(page2?.url.searchParams.get('pageSize')).toBe('20');
    scrollFeed(feed, 0);
    await waitFor(() =>
      expect(within(drawer).getAllByRole('button', { name: /^通知 \d+，/ })).toHaveLength(45),
    );
  });

  it('loads the next page when the end was reached while the list was being refreshed', async () => {
    const { user } = renderButton(many(45));
    act(() => void signInSocket({ unreadNoticeCount: 45 }));
    await user.click(badgeButton());
    const drawer = await screen.findByRole('dialog', { name: '消息通知' });
    await waitFor(() =>
      expect(within(drawer).getAllByRole('button', { name: /^通知 \d+，/ })).toHaveLength(20),
    );
    // A push refreshes the list; the user reaches its end before the refresh is back.
    act(() => latestSocket().serverSends({ method: 'messagePush', unreadNoticeCount: 44 }));
    scrollFeed(screen.getByTestId('notice-feed'), 0);
    await waitFor(() =>
      expect(within(drawer).getAllByRole('button', { name: /^通知 \d+，/ })).toHaveLength(40),
    );
  });

  it('shows a pushed release at the top without listing any message twice', async () => {
    const entries = many(30);
    const { user } = renderButton(entries);
    act(() => void signInSocket({ unreadNoticeCount: 30 }));
    await user.click(badgeButton());
    const drawer = await screen.findByRole('dialog', { name: '消息通知' });
    scrollFeed(screen.getByTestId('notice-feed'), 0);
    await waitFor(() =>
      expect(within(drawer).getAllByRole('button', { name: /^通知 \d+，/ })).toHaveLength(30),
    );
    // A release arrives: every page shifts by one.
    entries.unshift(notice(31, { title: '新通知' }));
    act(() => latestSocket().serverSends({ method: 'messagePush', unreadNoticeCount: 31 }));
    expect(await within(drawer).findByRole('button', { name: /^新通知，/ })).toBeInTheDocument();
    const names = within(drawer)
      .getAllByRole('button', { name: /，/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(names.length);
    expect(badgeButton()).toHaveAccessibleName('通知，31 条未读');
  });

  it('opens a notice’s body in a dialog, reading it from the server, without running its script', async () => {
    const { user, seen } = renderButton([
      notice(1, {
        title: '放假通知',
        bodyText: '<p>明天放假</p><img src="x" onerror="window.__xss=1">',
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: '通知，1 条未读' }));
    await user.click(await screen.findByRole('button', { name: /^放假通知，系统公告，.*，未读$/ }));
    const dialog = await screen.findByRole('dialog', { name: '放假通知' });
    expect(await within(dialog).findByText('明天放假')).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(requestsTo(seen, 'GET', '/api/message/m1')).toHaveLength(1);
    // The read makes the badge's count stale (the socket is not signed in here): it is asked again.
    expect(await screen.findByRole('button', { name: '通知', hidden: true })).toBeInTheDocument();
    // The drawer marks the entry read where it is, without asking for its pages again.
    expect(
      await screen.findByRole('button', { name: /^放假通知，系统公告，.*，已读$/, hidden: true }),
    ).toBeInTheDocument();
    const feedPages = requestsTo(seen, 'GET', NOTICE).filter(
      (request) => request.url.searchParams.get('pageSize') === '20',
    );
    expect(feedPages).toHaveLength(1);
  });

  it('opens a to-do’s target page with its ids and marks it read', async () => {
    const { user, seen, router } = renderButton([
      notice(1, { title: '请审批', type: 2, bodyText: '{"type":2,"id":"task-9","flowId":"f1"}' }),
    ]);
    await user.click(await screen.findByRole('button', { name: /^通知/ }));
    await user.click(await screen.findByRole('button', { name: /^请审批，待办事项，/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workFlow/flowTodo'));
    expect(router.state.location.search).toBe('?id=task-9&flowId=f1');
    await waitFor(() => expect(requestsTo(seen, 'GET', '/api/message/m1')).toHaveLength(1));
  });

  it('goes nowhere for a target that is not one, and says so', async () => {
    const { user, router } = renderButton([
      notice(1, { title: '坏目标', type: 2, bodyText: '{"type":2,"id":"//evil.example"}' }),
    ]);
    await user.click(await screen.findByRole('button', { name: /^通知/ }));
    await user.click(await screen.findByRole('button', { name: /^坏目标，/ }));
    expect(await screen.findByText('无法打开该消息')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('links to the message centre', async () => {
    const { user, router } = renderButton();
    await user.click(badgeButton());
    await user.click(await screen.findByRole('link', { name: '查看全部' }));
    expect(router.state.location.pathname).toBe('/messageRecord');
  });
});
