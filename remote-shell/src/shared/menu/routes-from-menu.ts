import type { MenuEntry } from '@mepm/contract';
import { MenuType } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';
import { menuNameIn } from '@mepm/contract/menu-name';
import {
  dataScreenUrl,
  isAbsoluteAddress,
  isSafeAbsoluteAddress,
  substitutePlaceholders,
} from './external-url';
import type { ExternalContext } from './external-url';
import { DYNAMIC_MENU_TYPES } from './menu-route';
import type { MenuCrumb, MenuRoute } from './menu-route';
import { parseModuleProperties } from './property-json';
import { baseRouteName, createNameAllocator } from './route-names';

export interface MenuRouteContext extends ExternalContext {
  /** The language route titles are in; zh, the product's first language, when not given. */
  language?: Language;
}

/** The part of a route that depends on the entry type. */
type Target = Pick<MenuRoute, 'path' | 'externalUrl' | 'openInNewTab' | 'moduleId' | 'isTree'> & {
  hidden: boolean;
};

/** Server data is validated by the contract, but a menu must never take the shell down. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The entry's name in every language, its zh name where it has none (menuNameIn). */
function titlesOf(entry: MenuEntry): Record<Language, string> {
  const names: unknown = entry.names;
  const known = typeof names === 'object' && names !== null;
  const bare = {
    fullName: text(entry.fullName),
    names: {
      zhtw: known && 'zhtw' in names ? text(names.zhtw) : '',
      en: known && 'en' in names ? text(names.en) : '',
    },
  };
  return { zh: bare.fullName, zhtw: menuNameIn(bare, 'zhtw'), en: menuNameIn(bare, 'en') };
}

/** '/' plus the address without its query string or fragment, and without doubled slashes. */
function addressPath(address: string): string {
  const bare = address.trim().split(/[?#]/, 1)[0] ?? '';
  return `/${bare.replace(/^\/+/, '')}`;
}

function internal(path: string, extra: Partial<Target> = {}): Target {
  return { path, openInNewTab: false, isTree: false, hidden: path === '/', ...extra };
}

function linkTarget(entry: MenuEntry, name: string, context: MenuRouteContext): Target {
  const address = substitutePlaceholders(text(entry.urlAddress).trim(), context);
  const inside = text(entry.linkTarget) === '_self';
  if (!address) return internal('/', { hidden: true });
  if (inside && !isAbsoluteAddress(address)) return internal(addressPath(address));
  if (isAbsoluteAddress(address) && !isSafeAbsoluteAddress(address)) {
    return internal(`/${name}`, { hidden: true });
  }
  return { ...internal(`/${name}`), externalUrl: address, openInNewTab: !inside };
}

function targetOf(entry: MenuEntry, name: string, context: MenuRouteContext): Target {
  const type = entry.type;
  if (type === MenuType.directory) return internal(`/${text(entry.enCode).trim()}`);
  if (type === MenuType.page) return internal(addressPath(text(entry.urlAddress)));
  if (DYNAMIC_MENU_TYPES.has(type)) {
    return internal(addressPath(text(entry.urlAddress)), parseModuleProperties(entry.propertyJson));
  }
  if (type === MenuType.dataScreen) {
    // The screen to view is the entry's module; older entries without one are the screen itself.
    const { moduleId } = parseModuleProperties(entry.propertyJson);
    const screenId = moduleId ?? text(entry.id);
    return {
      ...internal(`/${name}`, moduleId ? { moduleId } : {}),
      externalUrl: dataScreenUrl(screenId, context),
      openInNewTab: true,
    };
  }
  if (type === MenuType.link) return linkTarget(entry, name, context);
  return internal(`/${name}`, { hidden: true });
}

interface Pending {
  entry: MenuEntry;
  parents: MenuCrumb[];
}

/**
 * Flattens the menu tree into route descriptors (docs/reference/system-menu.md), parents
 * before their children, siblings in list order. Names are unique within the result.
 * Directories keep '/' + enCode; pages and dynamic pages '/' + address without its query;
 * data screens and links that leave the app carry `externalUrl` (see LINK_PLACEHOLDERS).
 * Titles are the entries' names in the context's language.
 */
export function routesFromMenu(
  menuList: readonly MenuEntry[],
  context: MenuRouteContext,
): MenuRoute[] {
  const allocate = createNameAllocator();
  const routes: MenuRoute[] = [];
  // An explicit stack instead of recursion: a pathological tree depth cannot overflow the call stack.
  const stack: Pending[] = [...menuList].reverse().map((entry) => ({ entry, parents: [] }));
  for (let pending = stack.pop(); pending; pending = stack.pop()) {
    const { entry, parents } = pending;
    const name = allocate(baseRouteName(text(entry.enCode), text(entry.id)));
    const titles = titlesOf(entry);
    const route: MenuRoute = {
      id: text(entry.id),
      name,
      title: titles[context.language ?? 'zh'],
      titles,
      icon: text(entry.icon),
      type: entry.type,
      parents,
      ...targetOf(entry, name, context),
    };
    routes.push(route);
    const children = Array.isArray(entry.children) ? entry.children : [];
    const crumbs = [...parents, { name, title: route.title, path: route.path }];
    for (const child of [...children].reverse()) stack.push({ entry: child, parents: crumbs });
  }
  return routes;
}
