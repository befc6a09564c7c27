import { useLocation, useMatches } from 'react-router-dom';
import type { MenuEntry } from '@mepm/contract';
import { isRouteHandle } from '../../shared/route-meta';
import type { RouteMeta } from '../../shared/route-meta';
import { useAppSelector } from '../../kernel/hooks';
import { useShownLanguage } from '../../kernel/i18n/use-shown-language';
import { menuPathOf, menuRouteTable } from './menu-route-table';
import type { MenuRouteTable } from './menu-route-table';
import { usePageRegistry } from './page-registry';

const NO_MENUS: readonly MenuEntry[] = [];

/** The menu-driven routes of the signed-in user, built once per menu list and language. */
export function useMenuRouteTable(): MenuRouteTable {
  const menuList = useAppSelector((state) => state.session.menuList) ?? NO_MENUS;
  const language = useShownLanguage();
  return menuRouteTable(menuList, usePageRegistry(), language);
}

/**
 * The meta of the deepest matched route that has one: a fixed route's own, or for the route
 * that serves the menu, the entry found by path. Null for routes without meta (login, ...).
 */
export function useCurrentRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  const { pathname } = useLocation();
  const table = useMenuRouteTable();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (!isRouteHandle(handle)) continue;
    if (handle.meta) return handle.meta;
    return table.get(menuPathOf(pathname))?.meta ?? null;
  }
  return null;
}
