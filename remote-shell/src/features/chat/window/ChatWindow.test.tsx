import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage } from '@mepm/contract';
import { latestSocket, StubSocket } from '../../../test/socket-stub';
import { message, ME, openChatWith, person, sentFrames, signIn } from '../chat-test-kit';

const zhang = person('u2', '张三');

/** Messages `from`..`to` of the conversation with 张三, alternating senders. */
const range = (from: number, to: number): ChatMessage[] =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const seq = from + i;
    return seq % 2 ? message(seq, 'u2', ME) : message(seq, ME, 'u2');
  });

const openChatWithZhang = () => openChatWith(zhang);

/** The server answers a MessageList of the chat with 张三. */
function answerHistory(socket: StubSocket, list: ChatMessage[], hasMore: boolean) {
  const lastSeq = Math.max(0, ...list.map((m) => m.seq));
  socket.serverSends({ method: 'messageList', toUserId: 'u2', list, lastSeq, hasMore });
}

const history = () => screen.getByRole('list', { name: '聊天记录' });
const shownTexts = () =>
  within(history())
    .queryAllByRole('listitem')
    .map((item) => item.firstChild?.textContent);

/** Sets the list's measurements, which jsdom does not compute. */
function measure(element: HTMLElement, sizes: { height: number; top: number; client?: number }) {
  Object.defineProperty(element, 'scrollHeight', { configurable: true, value: sizes.height });
  Object.defineProperty(element, 'clientHeight', {
    configurable: true,
    value: sizes.client ?? 400,
  });
  element.scrollTop = sizes.top;
}

describe('the chat window', () => {
  it('loads the newest 30, then 50 a page when scrolled near the top, keeping the place', async () => {
    const { socket } = await openChatWithZhang();
    expect(sentFrames(socket, 'MessageList')).toEqual([
      { method: 'MessageList', toUserId: 'u2', currentPage: 1, pageSize: 30, sord: 'desc' },
    ]);
    act(() => answerHistory(socket, range(71, 100).reverse(), true));
    await waitFor(() => expect(shownTexts()).toHaveLength(30));
    expect(shownTexts()[0]).toBe('消息 71');
    expect(shownTexts()[29]).toBe('消息 100');

    // Scrolled, but not within 100 px of the top: nothing more is asked.
    measure(history(), { height: 3000, top: 150 });
    fireEvent.scroll(history());
    expect(sentFrames(socket, 'MessageList')).toHaveLength(1);
    measure(history(), { height: 3000, top: 80 });
    fireEvent.scroll(history());
    // Page 1 of 50 reaches 20 further back; the 30 it repeats are shown once.
    expect(sentFrames(socket, 'MessageList')[1]).toEqual({
      method: 'MessageList',
      toUserId: 'u2',
      currentPage: 1,
      pageSize: 50,
      sord: 'desc',
    });
    fireEvent.scroll(history());
    expect(sentFrames(socket, 'MessageList')).toHaveLength(2);
    act(() => {
      measure(history(), { height: 5000, top: 80 });
      answerHistory(socket, range(51, 100).reverse(), false);
    });
    await waitFor(() => expect(shownTexts()).toHaveLength(50));
    expect(shownTexts()[0]).toBe('消息 51');
    // What was in view stays in view: the list grew by 2000 px above it.
    expect(history().scrollTop).toBe(2080);
    expect(within(history()).getByText('没有更早的消息了')).toBeInTheDocument();
  });

  it('Enter sends, Shift+Enter breaks the line, blank is not sent; pending until numbered', async () => {
    const { socket, user } = await openChatWithZhang();
    act(() => answerHistory(socket, [message(1, 'u2', ME, '你好')], false));
    const input = screen.getByRole('textbox', { name: /Enter 发送/ });
    await user.type(input, '   {Enter}');
    expect(sentFrames(socket, 'SendMessage')).toEqual([]);
    await user.clear(input);
    await user.type(input, '第一行{Shift>}{Enter}{/Shift}第二行');
    expect(sentFrames(socket, 'SendMessage')).toEqual([]);
    await user.type(input, '{Enter}');
    const [sent] = sentFrames(socket, 'SendMessage') as { clientMessageId: string }[];
    expect(sent).toEqual({
      method: 'SendMessage',
      toUserId: 'u2',
      messageType: 'text',
      messageContent: '第一行\n第二行',
      clientMessageId: expect.any(String),
    });
    expect(input).toHaveValue('');
    expect(within(history()).getByText('发送中')).toBeInTheDocument();

    const stored = {
      ...message(2, ME, 'u2', '第一行\n第二行'),
      clientMessageId: sent?.clientMessageId ?? '',
    };
    act(() => socket.serverSends({ method: 'sendMessage', message: stored }));
    // The same message again (a resend answered, another tab's echo): still shown once.
    act(() => socket.serverSends({ method: 'sendMessage', message: stored }));
    act(() =>
      socket.serverSends({ method: 'receiveMessage', message: message(3, 'u2', ME, '收到') }),
    );
    act(() =>
      socket.serverSends({ method: 'receiveMessage', message: message(3, 'u2', ME, '收到') }),
    );
    // Another conversation's message is not this one's.
    act(() =>
      socket.serverSends({ method: 'receiveMessage', message: message(9, 'u7', ME, '别处') }),
    );
    await waitFor(() => expect(shownTexts()).toEqual(['你好', '第一行\n第二行', '收到']));
    expect(within(history()).queryByText('发送中')).not.toBeInTheDocument();
  });

  it('after a reconnect asks what came after the last number seen', async () => {
    const { socket } = await openChatWithZhang();
    act(() => answerHistory(socket, [message(5, 'u2', ME), message(4, ME, 'u2')], false));
    await waitFor(() => expect(shownTexts()).toHaveLength(2));
    jest.useFakeTimers();
    try {
      act(() => socket.serverCloses(1006));
      expect(screen.getByRole('status')).toHaveTextContent('连接已断开');
      act(() => jest.advanceTimersByTime(1_300));
    } finally {
      jest.useRealTimers();
    }
    expect(StubSocket.opened).toHaveLength(2);
    const again = signIn();
    expect(sentFrames(again, 'MessageList')).toEqual([
      { method: 'MessageList', toUserId: 'u2', afterSeq: 5 },
    ]);
    act(() => answerHistory(again, [message(5, 'u2', ME), message(6, 'u2', ME)], false));
    await waitFor(() => expect(shownTexts()).toEqual(['消息 4', '消息 5', '消息 6']));
    expect(latestSocket()).toBe(again);
  });
});
