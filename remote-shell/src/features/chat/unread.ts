/** Unread chat messages by the other party's user id (SPEC §4 "Chat"). */
export type UnreadCounts = Readonly<Record<string, number>>;

export type UnreadEvent =
  /** The socket signed in (again): the server's counts replace ours. */
  | { type: 'init'; unreadNums: Record<string, number>; openPeerId: string | null }
  /** A message from `from` arrived. */
  | { type: 'received'; from: string; openPeerId: string | null }
  /** The chat with `peerId` was opened (or is open): all read. */
  | { type: 'read'; peerId: string };

function without(counts: UnreadCounts, peerId: string | null): UnreadCounts {
  return Object.fromEntries(Object.entries(counts).filter(([id, n]) => id !== peerId && n > 0));
}

/**
 * The counts after one event: an incoming message raises its sender's by one unless that chat is
 * open; opening a chat sets it to 0; the server's counts after a sign-in win, save the open chat.
 */
export function nextUnread(counts: UnreadCounts, event: UnreadEvent): UnreadCounts {
  switch (event.type) {
    case 'init':
      return without(event.unreadNums, event.openPeerId);
    case 'received':
      if (event.from === event.openPeerId) return counts;
      return { ...counts, [event.from]: (counts[event.from] ?? 0) + 1 };
    case 'read':
      return counts[event.peerId] ? without(counts, event.peerId) : counts;
  }
}

export const totalUnread = (counts: UnreadCounts): number =>
  Object.values(counts).reduce((sum, n) => sum + n, 0);
