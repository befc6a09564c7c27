import { act, screen } from '@testing-library/react';
import type { ChatMessage } from '@mepm/contract';
import { RealtimeProvider } from '../../kernel/realtime';
import { initialSessionState } from '../../kernel/session-slice';
import { envelope, stubFetch, type SeenRequest } from '../../test/fetch-stub';
import { userInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { latestSocket, signInSocket, type StubSocket } from '../../test/socket-stub';
import { ChatTopBarItem } from './ChatButton';

export const ME = 'me';

export const person = (id: string, realName: string) => ({
  id,
  realName,
  account: id,
  headIcon: '',
  department: '工程部',
});

/** A stored message of the conversation with `peer`, numbered `seq`. */
export function message(seq: number, from: string, to: string, text = `消息 ${seq}`): ChatMessage {
  return {
    id: `m${seq}`,
    seq,
    formUserId: from,
    toUserId: to,
    messageType: 'text',
    message: text,
    dateTime: 1_700_000_000_000 + seq * 1000,
    clientMessageId: null,
  };
}

/** Answers the chat's HTTP calls: the conversation list, contacts by page, and images. */
export function chatServer(
  options: {
    conversations?: ReturnType<typeof person>[];
    contacts?: ReturnType<typeof person>[];
    onRequest?: (request: SeenRequest) => Response | undefined;
  } = {},
) {
  return stubFetch((request) => {
    const answered = options.onRequest?.(request);
    if (answered) return answered;
    const path = request.url.pathname;
    if (path === '/api/message/imreply') {
      const list = (options.conversations ?? []).map((c, index) => ({
        id: c.id,
        realName: c.realName,
        account: c.account,
        headIcon: '',
        unreadMessage: 0,
        latestMessage: `最新 ${index}`,
        messageType: 'text',
        latestDate: 1_700_000_000_000,
      }));
      return envelope(200, { list });
    }
    if (path === '/api/permission/Users/ImUser') {
      const all = (options.contacts ?? []).filter((c) =>
        c.realName.includes(request.url.searchParams.get('keyword') ?? ''),
      );
      const page = Number(request.url.searchParams.get('currentPage'));
      const size = Number(request.url.searchParams.get('pageSize'));
      return envelope(200, {
        list: all.slice((page - 1) * size, page * size),
        pagination: { currentPage: page, pageSize: size, total: all.length },
      });
    }
    return envelope(404, null, 'not here');
  });
}

/** The chat's top bar item inside the signed-in layout's socket, as user `me`. */
export function renderChat(session: { subcontractor?: boolean } = {}) {
  const rendered = renderWithProviders(
    <RealtimeProvider>
      <ChatTopBarItem compact={false} />
    </RealtimeProvider>,
    {
      preloadedState: {
        session: {
          ...initialSessionState,
          token: 'tok-1',
          userInfo: userInfo({ userId: ME }),
          menuList: [],
          subcontractor: session.subcontractor ?? false,
        },
      },
    },
  );
  return rendered;
}

/** The frames the shell sent with this method. */
export const sentFrames = (socket: StubSocket, method: string) =>
  socket.sent.filter((frame) => (frame as { method: string }).method === method);

export const chatButton = () => screen.getByRole('button', { name: /^即时消息/, hidden: true });

/** Signs the socket in with these unread counts. */
export function signIn(unreadNums: Record<string, number> = {}): StubSocket {
  let socket: StubSocket | undefined;
  act(() => {
    socket = signInSocket({ unreadNums });
  });
  return socket ?? latestSocket();
}

/** Signs in, opens the drawer and the chat with `peer` (a conversation of the list). */
export async function openChatWith(peer: ReturnType<typeof person>) {
  chatServer({ conversations: [peer] });
  const rendered = renderChat();
  const socket = signIn();
  await rendered.user.click(chatButton());
  await rendered.user.click(await screen.findByRole('button', { name: new RegExp(peer.realName) }));
  const dialog = await screen.findByRole('dialog', { name: `与 ${peer.realName} 的对话` });
  return { ...rendered, socket, dialog };
}
