import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useAppDispatch } from '../../kernel/hooks';
import { useLatestFrame, useRealtime, useRealtimeFrame } from '../../kernel/realtime';
import { chatApi, CONVERSATIONS } from './api';
import { useOnlineUsers } from './presence';
import { nextUnread, type UnreadCounts } from './unread';

/** The other party of a chat, as the drawer's lists know them. */
export interface ChatPeer {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
}

export interface ChatState {
  unread: UnreadCounts;
  /** Who is online now (the socket's presence frames). */
  online: ReadonlySet<string>;
  /** The chat shown in the chat window, if any. */
  openPeer: ChatPeer | null;
  openChat: (peer: ChatPeer) => void;
  closeChat: () => void;
}

const ChatStateContext = createContext<ChatState | null>(null);

export function useChatState(): ChatState {
  const state = useContext(ChatStateContext);
  if (!state) throw new Error('useChatState outside ChatStateProvider');
  return state;
}

/**
 * The unread counts and the open chat, kept for as long as the signed-in layout is (the top bar
 * item that holds it is): counts start from the socket's initMessage and follow its messages even
 * while the drawer is closed.
 */
export function ChatStateProvider({ children }: { children: ReactNode }) {
  const socket = useRealtime();
  const dispatch = useAppDispatch();
  const [unread, setUnread] = useState<UnreadCounts>({});
  const [openPeer, setOpenPeer] = useState<ChatPeer | null>(null);
  const openPeerId = openPeer?.id ?? null;
  const online = useOnlineUsers();

  const markRead = useCallback(
    (peerId: string) => {
      setUnread((counts) => nextUnread(counts, { type: 'read', peerId }));
      socket?.send({ method: 'UpdateReadMessage', formUserId: peerId });
    },
    [socket],
  );

  // Each sign-in (the first and every reconnect) brings the server's counts.
  const init = useLatestFrame('initMessage');
  useEffect(() => {
    if (!init) return;
    setUnread(nextUnread({}, { type: 'init', unreadNums: init.unreadNums, openPeerId }));
    if (openPeerId !== null) socket?.send({ method: 'UpdateReadMessage', formUserId: openPeerId });
    // Only a new initMessage resets the counts, not a chat opened since.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [init]);

  const refreshConversations = () => dispatch(chatApi.util.invalidateTags([CONVERSATIONS]));
  useRealtimeFrame('receiveMessage', ({ message }) => {
    setUnread((counts) =>
      nextUnread(counts, { type: 'received', from: message.formUserId, openPeerId }),
    );
    // The open chat shows it: read at once, so that the server's count agrees.
    if (message.formUserId === openPeerId) {
      socket?.send({ method: 'UpdateReadMessage', formUserId: openPeerId });
    }
    refreshConversations();
  });
  useRealtimeFrame('sendMessage', refreshConversations);

  const openChat = useCallback(
    (peer: ChatPeer) => {
      setOpenPeer(peer);
      markRead(peer.id);
    },
    [markRead],
  );
  const closeChat = useCallback(() => setOpenPeer(null), []);
  const state = useMemo(
    () => ({ unread, online, openPeer, openChat, closeChat }),
    [unread, online, openPeer, openChat, closeChat],
  );
  return <ChatStateContext.Provider value={state}>{children}</ChatStateContext.Provider>;
}
