import type { ReactElement } from 'react';
import type { NoticeItem } from '@mepm/contract';
import { RealtimeProvider } from '../../kernel/realtime';
import { initialSessionState } from '../../kernel/session-slice';
import { envelope, stubFetch } from '../../test/fetch-stub';
import type { SeenRequest } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render-with-providers';

/** Test data and a small inbox server for the message feature's tests; not part of the bundle. */

export function notice(n: number, overrides: Partial<NoticeItem> = {}): NoticeItem {
  return {
    id: `m${n}`,
    title: `通知 ${n}`,
    type: 1,
    bodyText: `<p>正文 ${n}</p>`,
    creatorUser: '管理员',
    lastModifyTime: Date.UTC(2026, 0, 1) + n * 60_000,
    isRead: '0',
    ...overrides,
  };
}

/**
 * The caller's entries as the server keeps them: GET /Notice pages and filters them, GET /{id}
 * marks one read, ReadAll and DELETE /Record change them and answer the count after.
 */
export function serveInbox(entries: NoticeItem[]) {
  const unread = () => entries.filter((entry) => entry.isRead === '0').length;
  const seen = stubFetch(({ url, method, body }) => {
    const path = url.pathname;
    if (path === '/api/message/Notice') {
      const page = Number(url.searchParams.get('currentPage') ?? '1');
      const size = Number(url.searchParams.get('pageSize') ?? '20');
      const type = url.searchParams.get('type');
      const isRead = url.searchParams.get('isRead');
      const keyword = url.searchParams.get('keyword') ?? '';
      const shown = entries.filter(
        (entry) =>
          (type === null || String(entry.type) === type) &&
          (isRead === null || entry.isRead === isRead) &&
          entry.title.includes(keyword),
      );
      return envelope(200, {
        list: shown.slice((page - 1) * size, page * size),
        pagination: { currentPage: page, pageSize: size, total: shown.length },
        unreadCount: unread(),
      });
    }
    if (path === '/api/message/Actions/ReadAll' && method === 'POST') {
      const type = url.searchParams.get('type');
      let count = 0;
      for (const entry of entries)
        if (entry.isRead === '0' && (type === null || String(entry.type) === type)) {
          entry.isRead = '1';
          count += 1;
        }
      return envelope(200, { count, unreadCount: unread() });
    }
    if (path === '/api/message/Record' && method === 'DELETE') {
      const { messageIds } = JSON.parse(body) as { messageIds: string[] };
      const before = entries.length;
      entries.splice(0, entries.length, ...entries.filter((e) => !messageIds.includes(e.id)));
      return envelope(200, { count: before - entries.length, unreadCount: unread() });
    }
    const id = /^\/api\/message\/([^/]+)$/.exec(path)?.[1];
    const entry = entries.find((candidate) => candidate.id === id);
    if (entry && method === 'GET') {
      entry.isRead = '1';
      return envelope(200, {
        ...entry,
        released: true,
        releaseTime: entry.lastModifyTime,
        enabled: true,
      });
    }
    return envelope(404, null, '数据不存在');
  });
  return { seen, entries };
}

/** Renders `ui` signed in, under the shell's socket (a stand-in the test plays the server of). */
export function renderWithSocket(ui: ReactElement, path = '/home') {
  return renderWithProviders(<RealtimeProvider>{ui}</RealtimeProvider>, {
    path,
    preloadedState: { session: { ...initialSessionState, token: 'tok' } },
  });
}

/** The requests to one path, e.g. `GET /api/message/Notice`. */
export function requestsTo(seen: readonly SeenRequest[], method: string, path: string) {
  return seen.filter((request) => request.method === method && request.url.pathname === path);
}
