import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppSelector } from '../../kernel/hooks';
import { useShownLanguage } from '../../kernel/i18n/use-shown-language';
import { routesFromMenu } from '../../shared/menu';
import type { MenuRoute } from '../../shared/menu';
import { activeNames, menuTree } from './menu-tree';
import type { MenuNode } from './menu-tree';

const NO_MENUS: never[] = [];

// No data-visualisation host is configured yet; data-screen links then keep their bare path.
const DATA_VISUAL_HOST = '';

export interface ShellMenu {
  routes: MenuRoute[];
  tree: MenuNode[];
  /** The active route's name and its ancestors'. */
  active: Set<string>;
}

/**
 * The signed-in user's menus as routes and as a tree, titled in the language shown now, with what
 * the current path highlights.
 */
export function useShellMenu(): ShellMenu {
  const menuList = useAppSelector((state) => state.session.menuList) ?? NO_MENUS;
  const token = useAppSelector((state) => state.session.token) ?? '';
  const language = useShownLanguage();
  const { pathname } = useLocation();
  const routes = useMemo(
    () => routesFromMenu(menuList, { token, dataVisualHost: DATA_VISUAL_HOST, language }),
    [menuList, token, language],
  );
  const tree = useMemo(() => menuTree(routes), [routes]);
  const active = useMemo(() => activeNames(routes, pathname), [routes, pathname]);
  return { routes, tree, active };
}
