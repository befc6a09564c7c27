import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chatButton, chatServer, person, renderChat, signIn } from '../chat-test-kit';

const people = Array.from({ length: 45 }, (_, i) => person(`p${i + 1}`, `同事${i + 1}`));

describe('the contacts tab', () => {
  it('loads 20 a page, the next when scrolled within 300 px of the end; a keyword narrows', async () => {
    const seen = chatServer({ contacts: people });
    const { user } = renderChat();
    signIn();
    await user.click(chatButton());
    await user.click(await screen.findByRole('tab', { name: '联系人' }));
    const list = await screen.findByRole('list', { name: '联系人' });
    await within(list).findByRole('button', { name: /同事20/ });
    expect(within(list).getAllByRole('button')).toHaveLength(20);
    const contactCalls = () => seen.filter((r) => r.url.pathname.endsWith('/ImUser'));
    expect(contactCalls()[0]?.url.searchParams.get('pageSize')).toBe('20');

    const scroll = (top: number) => {
      Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1200 });
      Object.defineProperty(list, 'clientHeight', { configurable: true, value: 500 });
      list.scrollTop = top;
      fireEvent.scroll(list);
    };
    scroll(350); // 350 px left: not yet
    expect(contactCalls()).toHaveLength(1);
    scroll(450); // 250 px left
    await within(list).findByRole('button', { name: /同事40/ });
    expect(contactCalls()[1]?.url.searchParams.get('currentPage')).toBe('2');
    scroll(450);
    await within(list).findByRole('button', { name: /同事45/ });
    expect(within(list).getAllByRole('button')).toHaveLength(45);
    // Everything is shown: no fourth page.
    scroll(700);
    expect(contactCalls()).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: '搜索联系人' }), '同事4');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(7));
    expect(contactCalls().at(-1)?.url.searchParams.get('keyword')).toBe('同事4');
  });
});

describe('presence in the drawer', () => {
  /** The person's row says they are online (the dot's words for screen readers), or null. */
  const dotOf = (list: HTMLElement, name: RegExp) =>
    within(list).queryByRole('button', { name: new RegExp(`${name.source}.*在线`) });

  it('shows who is online from the socket, and starts again on every sign-in', async () => {
    chatServer({ contacts: [person('ann', '安'), person('ben', '本'), person('cat', '猫')] });
    const { user } = renderChat();
    const socket = signIn();
    act(() => socket.serverSends({ method: 'Online', userIds: ['ann', 'ben'] }));
    await user.click(chatButton());
    await user.click(await screen.findByRole('tab', { name: '联系人' }));
    const list = await screen.findByRole('list', { name: '联系人' });
    await within(list).findByRole('button', { name: /猫/ });
    expect(dotOf(list, /安/)).not.toBeNull();
    expect(dotOf(list, /本/)).not.toBeNull();
    expect(dotOf(list, /猫/)).toBeNull();

    act(() => {
      socket.serverSends({ method: 'Offline', userIds: ['ann'] });
      socket.serverSends({ method: 'Online', userIds: ['cat'] });
    });
    expect(dotOf(list, /安/)).toBeNull();
    expect(dotOf(list, /猫/)).not.toBeNull();

    // A reconnect: the new sign-in's list replaces what was known.
    act(() => {
      socket.serverSends({
        method: 'initMessage',
        unreadMessageCount: 0,
        unreadNoticeCount: 0,
        unreadNums: {},
      });
      socket.serverSends({ method: 'Online', userIds: ['ann'] });
    });
    expect(dotOf(list, /安/)).not.toBeNull();
    expect(dotOf(list, /本/)).toBeNull();
    expect(dotOf(list, /猫/)).toBeNull();
  });
});
