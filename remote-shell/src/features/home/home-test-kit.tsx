import type { HomeFigures, HomeShortcuts, MenuEntry, SignInDay } from '@mepm/contract';
import type { Language } from '@mepm/contract/codes';
import type { InitOptions } from 'i18next';
import type { RouteObject } from 'react-router-dom';
import { initialSessionState } from '../../kernel/session-slice';
import { envelope, stubFetch } from '../../test/fetch-stub';
import { currentUser, menuEntry, userInfo } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';

/** Test data and rendering for the home page's tests; not part of the bundle. */

export function trend(counts: readonly number[]): SignInDay[] {
  return counts.map((count, i) => ({ date: `2026-01-${String(i + 1).padStart(2, '0')}`, count }));
}

export function figures(overrides: Partial<HomeFigures> = {}): HomeFigures {
  const signInTrend = trend([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 5, 3]);
  return {
    users: { total: 27, enabled: 25, disabled: 2 },
    onlineNow: 4,
    signInsToday: 3,
    signInTrend,
    ...overrides,
  };
}

export function shortcuts(overrides: Partial<HomeShortcuts> = {}): HomeShortcuts {
  return { shortcuts: [], recent: [], frequent: [], ...overrides };
}

/** An entry with its English name (and none in zhtw, which then shows the zh one). */
function named(id: string, zh: string, en: string): MenuEntry {
  return { ...menuEntry(id, zh), names: { zhtw: '', en } };
}

/** A menu with a directory of three pages. */
export const MENU = [
  menuEntry('system', '系统管理', [
    named('system.user', '用户管理', 'Users'),
    named('system.role', '角色管理', 'Roles'),
    named('system.online', '在线用户', 'Online users'),
  ]),
];

export interface HomeServer {
  administrator?: boolean;
  prevLoginTime?: number | null;
  figures?: HomeFigures;
  shortcuts?: HomeShortcuts;
}

/**
 * Renders the shell's routes (the tests pass them: a feature does not import the composition) at
 * `path` signed in, answering CurrentUser and the home endpoints; every request is recorded.
 */
export function renderHomeAt(
  routes: RouteObject[],
  path: string,
  server: HomeServer = {},
  language: Language = 'zh',
  i18nOptions?: InitOptions,
) {
  const bundle = currentUser({
    menuList: MENU,
    userInfo: userInfo({
      isAdministrator: server.administrator ?? true,
      prevLogin: server.prevLoginTime !== undefined && server.prevLoginTime !== null,
      prevLoginTime: server.prevLoginTime ?? null,
      prevLoginIPAddress: '10.0.0.8',
      prevLoginIPAddressName: '本地局域网',
    }),
  });
  // Saved shortcuts are read back, as from the server.
  let saved = server.shortcuts ?? shortcuts();
  const seen = stubFetch(({ url, method, body }) => {
    if (url.pathname === '/api/home/Figures') return envelope(200, server.figures ?? figures());
    if (url.pathname === '/api/home/Shortcuts' && method === 'PUT') {
      const { menuIds } = JSON.parse(body) as { menuIds: string[] };
      saved = { ...saved, shortcuts: menuIds };
      return envelope(200, null);
    }
    if (url.pathname === '/api/home/Shortcuts') return envelope(200, saved);
    if (url.pathname.startsWith('/api/home/')) return envelope(200, null);
    return envelope(200, bundle);
  });
  const rendered = renderWithProviders(null, {
    routes,
    path,
    language,
    ...(i18nOptions === undefined ? {} : { i18nOptions }),
    preloadedState: { session: { ...initialSessionState, token: 'tok' } },
  });
  return { ...rendered, seen };
}

export const pathsOf = (seen: { url: URL; method: string }[]) =>
  seen.map((request) => `${request.method} ${request.url.pathname}`);
