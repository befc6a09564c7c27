import { act, screen, waitFor, within } from '@testing-library/react';
import { latestSocket, StubSocket } from '../../test/socket-stub';
import {
  chatButton,
  chatServer,
  message,
  ME,
  person,
  renderChat,
  sentFrames,
  signIn,
} from './chat-test-kit';

const zhang = person('u2', '张三');
const li = person('u3', '李四');

describe('the chat button and the unread counts', () => {
  it('shows the unread total from initMessage, and raises it with each message received', async () => {
    chatServer();
    renderChat();
    expect(chatButton()).toHaveAccessibleName('即时消息');
    const socket = signIn({ u2: 2, u3: 1 });
    await waitFor(() => expect(chatButton()).toHaveAccessibleName('即时消息，3 条未读'));
    act(() => socket.serverSends({ method: 'receiveMessage', message: message(3, 'u2', ME) }));
    expect(chatButton()).toHaveAccessibleName('即时消息，4 条未读');
    // The dot shows (and blinks) while anything is unread.
    expect(chatButton().querySelector('.MuiBadge-dot')).not.toHaveClass('MuiBadge-invisible');
  });

  it('opening a chat sets its count to 0 and tells the server; while open it stays 0', async () => {
    chatServer({ conversations: [zhang, li] });
    const { user } = renderChat();
    const socket = signIn({ u2: 2, u3: 1 });
    await user.click(chatButton());
    const drawer = await screen.findByRole('dialog', { name: '即时消息' });
    const zhangRow = await within(drawer).findByRole('button', { name: /张三/ });
    expect(within(zhangRow).getByLabelText('2 条未读')).toBeInTheDocument();
    const liRow = within(drawer).getByRole('button', { name: /李四/ });
    expect(within(liRow).getByLabelText('1 条未读')).toBeInTheDocument();

    await user.click(zhangRow);
    expect(await screen.findByRole('dialog', { name: '与 张三 的对话' })).toBeInTheDocument();
    expect(chatButton()).toHaveAccessibleName('即时消息，1 条未读');
    expect(sentFrames(socket, 'UpdateReadMessage')).toEqual([
      { method: 'UpdateReadMessage', formUserId: 'u2' },
    ]);

    act(() => socket.serverSends({ method: 'receiveMessage', message: message(3, 'u2', ME) }));
    expect(chatButton()).toHaveAccessibleName('即时消息，1 条未读');
    expect(sentFrames(socket, 'UpdateReadMessage')).toHaveLength(2);
    act(() => socket.serverSends({ method: 'receiveMessage', message: message(2, 'u3', ME) }));
    expect(chatButton()).toHaveAccessibleName('即时消息，2 条未读');
  });

  it('a subcontractor has no chat button and opens no chat', () => {
    chatServer();
    renderChat({ subcontractor: true });
    act(() => {
      latestSocket().serverOpens();
    });
    expect(screen.queryByRole('button', { name: /即时消息/ })).not.toBeInTheDocument();
    expect(StubSocket.opened.flatMap((s) => sentFrames(s, 'MessageList'))).toEqual([]);
  });
});
