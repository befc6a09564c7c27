import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@mepm/contract';
import { useRealtime, useRealtimeFrame } from '../../../kernel/realtime';
import { OLDER_PAGE_SIZE } from './history';

/**
 * A keyword search of one conversation's texts over the socket: 50 a page, newest first, the
 * next page on request. Answers carry their keyword, so an answer to an earlier keyword (or the
 * history's own pages) is never taken for this one's.
 */
export function useChatSearch(peerId: string, keyword: string) {
  const socket = useRealtime();
  const [found, setFound] = useState<ChatMessage[]>([]);
  const [pages, setPages] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const asked = useRef(0);

  const askPage = useCallback(
    (page: number) => {
      asked.current = page;
      setLoading(true);
      socket?.send({
        method: 'MessageList',
        toUserId: peerId,
        keyword,
        currentPage: page,
        pageSize: OLDER_PAGE_SIZE,
        sord: 'desc',
      });
    },
    [socket, peerId, keyword],
  );

  useEffect(() => {
    setFound([]);
    setPages(0);
    setHasMore(false);
    setLoading(false);
    if (keyword !== '') askPage(1);
  }, [askPage, keyword]);

  useRealtimeFrame('messageList', (frame) => {
    if (frame.toUserId !== peerId || frame.keyword !== keyword || keyword === '') return;
    // Newest first; a message that moved to the next page as new ones came is shown once.
    setFound((known) => {
      const seen = new Set(known.map((message) => message.seq));
      return [...known, ...frame.list.filter((message) => !seen.has(message.seq))];
    });
    setPages(asked.current);
    setHasMore(frame.hasMore);
    setLoading(false);
  });

  const loadMore = useCallback(() => {
    if (keyword !== '' && hasMore && !loading) askPage(pages + 1);
  }, [askPage, hasMore, keyword, loading, pages]);

  return { found, searched: pages > 0, hasMore, loading, loadMore };
}
