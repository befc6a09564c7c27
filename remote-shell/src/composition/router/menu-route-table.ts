import { createElement, type ComponentType } from 'react';
import type { MenuEntry } from '@mepm/contract';
import type { Language } from '@mepm/contract/codes';
import { menuKind, routesFromMenu } from '../../shared/menu';
import type { MenuRoute } from '../../shared/menu';
import type { RouteMeta } from '../../shared/route-meta';
import type { MenuTypePageRegistry, PageRegistry } from '../compose-features';
import { PRODUCT } from '../product';
import { FIXED_PATHS } from './route-paths';

/** One menu-driven route: its meta, and its page, or null when the page is not built yet (404). */
export interface MenuPageEntry {
  route: MenuRoute;
  meta: RouteMeta;
  Page: ComponentType | null;
}

/** Menu routes by path. */
export type MenuRouteTable = ReadonlyMap<string, MenuPageEntry>;

// Only in-app routes are built, so the token and visualisation host of external links do not matter.
const NO_EXTERNAL = { token: '', dataVisualHost: '' };

/**
 * Which menu entries are routes: pages (2), dynamic pages (3, 4, 5, 8) and links shown inside the
 * app. Directories (1) only group children; data screens (6) and links opening a new browser tab
 * (7) are opened by the side menu, never routed.
 */
function isRouted(route: MenuRoute): boolean {
  if (route.hidden) return false;
  const kind = menuKind(route);
  if (kind === 'directory') return false;
  return !(kind === 'external' && route.openInNewTab);
}

function pageOf(
  route: MenuRoute,
  registry: PageRegistry,
  typePages: MenuTypePageRegistry,
): ComponentType | null {
  const kind = menuKind(route);
  if (kind === 'dynamic') {
    // A dynamic entry opens its type's page for its module (types without one: 404 for now).
    const TypePage = typePages.get(route.type);
    const { moduleId, isTree, title } = route;
    if (TypePage === undefined || moduleId === undefined) return null;
    const EntryPage = () => createElement(TypePage, { menuId: route.id, moduleId, isTree, title });
    EntryPage.displayName = `MenuTypePage(${route.name})`;
    return EntryPage;
  }
  // Frame links are a later capability: their page is not built yet.
  if (kind !== 'page' || route.externalUrl !== undefined) return null;
  return registry.get(route.path) ?? null;
}

function metaOf(route: MenuRoute): RouteMeta {
  return {
    name: route.name,
    title: route.title,
    titles: route.titles,
    icon: route.icon,
    modelId: route.id,
    ...(route.moduleId ? { moduleId: route.moduleId } : {}),
    isTree: route.isTree,
  };
}

/**
 * Turns the menu list into routes (docs/reference/system-menu.md), titled in `language`. A fixed
 * route's path wins over a menu entry with the same path; of two entries with one path, the first
 * wins.
 */
export function buildMenuRouteTable(
  menuList: readonly MenuEntry[],
  registry: PageRegistry = PRODUCT.pages,
  language: Language = 'zh',
  typePages: MenuTypePageRegistry = PRODUCT.typePages,
): MenuRouteTable {
  const table = new Map<string, MenuPageEntry>();
  for (const route of routesFromMenu(menuList, { ...NO_EXTERNAL, language })) {
    if (!isRouted(route) || FIXED_PATHS.has(route.path) || table.has(route.path)) continue;
    table.set(route.path, { route, meta: metaOf(route), Page: pageOf(route, registry, typePages) });
  }
  return table;
}

type TablesByLanguage = Map<Language, MenuRouteTable>;
const tables = new WeakMap<PageRegistry, WeakMap<readonly MenuEntry[], TablesByLanguage>>();

/** The table of one menu list in one language, built once however many components ask for it. */
export function menuRouteTable(
  menuList: readonly MenuEntry[],
  registry: PageRegistry = PRODUCT.pages,
  language: Language = 'zh',
): MenuRouteTable {
  let byMenu = tables.get(registry);
  if (!byMenu) {
    byMenu = new WeakMap();
    tables.set(registry, byMenu);
  }
  let byLanguage = byMenu.get(menuList);
  if (!byLanguage) {
    byLanguage = new Map();
    byMenu.set(menuList, byLanguage);
  }
  let table = byLanguage.get(language);
  if (!table) {
    table = buildMenuRouteTable(menuList, registry, language);
    byLanguage.set(language, table);
  }
  return table;
}

/** The table key of a location's pathname: decoded, without a trailing slash. */
export function menuPathOf(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape cannot name a menu route; look it up as it is.
  }
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
