import { useState } from 'react';
import { useRealtime, useRealtimeFrame, useRealtimeStatus } from '../../kernel/realtime';
import { useNoticeUnreadQuery } from './api';

/** While the socket is down the badge asks the server now and then. */
const FALLBACK_POLL_MS = 60_000;

/** A count as shown: never below 0, whatever a frame or an answer says. */
export function shownCount(count: number | undefined): number {
  return count === undefined || !Number.isFinite(count) ? 0 : Math.max(0, Math.trunc(count));
}

/**
 * The caller's unread messages: the socket's initMessage, then each messagePush (the server
 * sends one to every socket of the user whenever the count changed: a release, a withdrawal, a
 * read in another tab or in this one). While the socket is not signed in, GET /Notice's
 * unreadCount instead, asked again after each read, read-all or removal here.
 */
export function useUnreadNoticeCount(): number {
  const socket = useRealtime();
  const status = useRealtimeStatus();
  const [pushed, setPushed] = useState<number | undefined>(
    () => socket?.latest('initMessage')?.unreadNoticeCount,
  );
  useRealtimeFrame('initMessage', (frame) => setPushed(frame.unreadNoticeCount));
  useRealtimeFrame('messagePush', (frame) => setPushed(frame.unreadNoticeCount));
  const live = status === 'open' && pushed !== undefined;
  const { data } = useNoticeUnreadQuery(undefined, {
    skip: live,
    pollingInterval: FALLBACK_POLL_MS,
  });
  return shownCount(live ? pushed : data?.unreadCount);
}
