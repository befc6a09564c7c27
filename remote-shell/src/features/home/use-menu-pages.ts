import { useMemo } from 'react';
import { useAppSelector } from '../../kernel/hooks';
import { useShownLanguage } from '../../kernel/i18n/use-shown-language';
import { menuKind, routesFromMenu } from '../../shared/menu';
import type { MenuRoute } from '../../shared/menu';

const NO_MENUS: never[] = [];

/** The home page itself is always one tab away: it is no shortcut. */
const HOME_PATH = '/home';

/** Whether a menu route is a page the shell opens in a tab (what shortcuts may point at). */
function isOpenable(route: MenuRoute): boolean {
  return (
    !route.hidden &&
    menuKind(route) !== 'directory' &&
    !route.openInNewTab &&
    route.path !== HOME_PATH
  );
}

/**
 * The pages of the signed-in user's menu by entry id, in menu order. Shortcut and visit ids from
 * the server are looked up here, so what they show is the user's own menu entry, titled in the
 * language shown now.
 */
export function useMenuPages(): ReadonlyMap<string, MenuRoute> {
  const menuList = useAppSelector((state) => state.session.menuList) ?? NO_MENUS;
  const language = useShownLanguage();
  return useMemo(() => {
    const pages = new Map<string, MenuRoute>();
    // Only in-app pages are listed, so no token or visualisation host goes into an address.
    for (const route of routesFromMenu(menuList, { token: '', dataVisualHost: '', language })) {
      if (isOpenable(route)) pages.set(route.id, route);
    }
    return pages;
  }, [menuList, language]);
}

/** The routes of known ids, in the ids' order; ids the menu no longer has are left out. */
export function pagesOf(ids: readonly string[], pages: ReadonlyMap<string, MenuRoute>) {
  return ids.flatMap((id) => {
    const page = pages.get(id);
    return page ? [page] : [];
  });
}
