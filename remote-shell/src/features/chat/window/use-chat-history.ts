import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatMessageType } from '@mepm/contract';
import { useRealtime, useRealtimeFrame } from '../../../kernel/realtime';
import type { OutgoingFrame } from '../../../kernel/realtime';
import { FIRST_PAGE_SIZE, lastSeq, mergeMessages, nextOlderPage, OLDER_PAGE_SIZE } from './history';

/** A message sent and not yet acknowledged by the server with its number. */
export interface PendingMessage {
  clientMessageId: string;
  messageType: ChatMessageType;
  content: string;
}

/** What a history request was for: its answer (a `messageList`) is read accordingly. */
type Asked = 'first' | 'older' | 'catchUp';

function newClientMessageId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function sendFrame(peerId: string, pending: PendingMessage): OutgoingFrame {
  return {
    method: 'SendMessage',
    toUserId: peerId,
    messageType: pending.messageType,
    messageContent: pending.content,
    clientMessageId: pending.clientMessageId,
  };
}

/**
 * One conversation over the socket: the newest page first, older pages on request, new
 * messages as they come, each shown once; after a reconnect it asks what came after the last
 * number it saw, and sends again what was not acknowledged (the server stores a message once
 * per `clientMessageId`).
 */
export function useChatHistory(peerId: string) {
  const socket = useRealtime();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [hasMore, setHasMore] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const asked = useRef<Asked[]>([]);
  const latest = useRef({ messages, pending, loaded });
  latest.current = { messages, pending, loaded };

  const ask = useCallback(
    (kind: Asked, request: Omit<Extract<OutgoingFrame, { method: 'MessageList' }>, 'method'>) => {
      asked.current.push(kind);
      socket?.send({ method: 'MessageList', ...request });
    },
    [socket],
  );
  const askFirst = useCallback(
    () =>
      ask('first', { toUserId: peerId, currentPage: 1, pageSize: FIRST_PAGE_SIZE, sord: 'desc' }),
    [ask, peerId],
  );

  useEffect(() => {
    setMessages([]);
    setPending([]);
    setLoaded(false);
    setHasMore(false);
    setLoadingOlder(false);
    asked.current = [];
    askFirst();
  }, [askFirst]);

  useRealtimeFrame('messageList', (frame) => {
    // A search's answers (they carry the keyword) are the search's.
    if (frame.toUserId !== peerId || frame.keyword !== undefined) return;
    // Answers come in the order asked; one asked before a drop may never come (see initMessage).
    const kind = asked.current.shift() ?? 'older';
    settle(frame.list);
    if (kind === 'catchUp') {
      const newest = Math.max(0, ...frame.list.map((message) => message.seq));
      if (frame.hasMore) ask('catchUp', { toUserId: peerId, afterSeq: newest });
      return;
    }
    setHasMore(frame.hasMore);
    setLoadingOlder(false);
    if (kind === 'first') setLoaded(true);
  });

  /** Shows stored messages; one of ours among them is no longer pending. */
  function settle(stored: readonly ChatMessage[]) {
    setMessages((known) => mergeMessages(known, stored));
    const acknowledged = new Set(stored.map((message) => message.clientMessageId));
    setPending((waiting) => {
      const left = waiting.filter((item) => !acknowledged.has(item.clientMessageId));
      return left.length === waiting.length ? waiting : left;
    });
  }
  useRealtimeFrame('receiveMessage', ({ message }) => {
    if (message.formUserId === peerId) settle([message]);
  });
  // Also the user's own messages sent from another tab or device.
  useRealtimeFrame('sendMessage', ({ message }) => {
    if (message.toUserId === peerId) settle([message]);
  });

  // Signed in again after a drop: what came meanwhile, and what was never acknowledged.
  useRealtimeFrame('initMessage', () => {
    asked.current = [];
    setLoadingOlder(false);
    const { messages: shown, pending: waiting, loaded: hadFirst } = latest.current;
    if (hadFirst) ask('catchUp', { toUserId: peerId, afterSeq: lastSeq(shown) });
    else askFirst();
    for (const item of waiting) socket?.send(sendFrame(peerId, item));
  });

  const loadOlder = useCallback(() => {
    const { messages: shown, loaded: hadFirst } = latest.current;
    if (!hadFirst || !hasMore || loadingOlder) return;
    setLoadingOlder(true);
    ask('older', {
      toUserId: peerId,
      currentPage: nextOlderPage(shown.length),
      pageSize: OLDER_PAGE_SIZE,
      sord: 'desc',
    });
  }, [ask, hasMore, loadingOlder, peerId]);

  /** Sends a message; false when there is nothing to send (empty or blank text). */
  const send = useCallback(
    (messageType: PendingMessage['messageType'], content: string): boolean => {
      const trimmed = content.trim();
      if (trimmed === '') return false;
      const item = { clientMessageId: newClientMessageId(), messageType, content: trimmed };
      setPending((waiting) => [...waiting, item]);
      socket?.send(sendFrame(peerId, item));
      return true;
    },
    [peerId, socket],
  );

  return { messages, pending, loaded, hasMore, loadingOlder, loadOlder, send };
}
