import { MenuType } from '@mepm/contract/codes';
import type { Language } from '@mepm/contract/codes';

/** One step of a route's breadcrumb: an ancestor entry. */
export interface MenuCrumb {
  name: string;
  title: string;
  path: string;
}

/** A menu entry flattened into what the router, side menu, tags view and search need. */
export interface MenuRoute {
  /** The menu entry's id. */
  id: string;
  /** The enCode with '.' replaced by '-', made unique within one menu list. */
  name: string;
  /**
   * An in-app path, always starting with '/'. External entries get '/' + name so that every
   * route has a stable address; where they actually lead is `externalUrl`.
   */
  path: string;
  /** The entry's name in the language the routes were made for. */
  title: string;
  /** Its name in every language (the zh name where it has none), for what outlives a switch. */
  titles: Record<Language, string>;
  icon: string;
  /** The entry type 1-8 (MenuType); other numbers are kept so that nothing is silently retyped. */
  type: number;
  /** For data screens and non-internal links: the address with placeholders substituted. */
  externalUrl?: string;
  /** True for external addresses that leave the app; false for everything shown inside it. */
  openInNewTab: boolean;
  /** From propertyJson, for dynamic pages (types 3, 4, 5, 8) and data screens (6). */
  moduleId?: string;
  isTree: boolean;
  /** Ancestors from the top level down to the direct parent. */
  parents: MenuCrumb[];
  /** Nothing to open: an unknown type, an empty address or an address with a refused scheme. */
  hidden: boolean;
}

export type MenuKind = 'page' | 'dynamic' | 'external' | 'directory';

/** Types opened as a generated page for `moduleId`: form model, dictionary, report, portal. */
export const DYNAMIC_MENU_TYPES: ReadonlySet<number> = new Set([
  MenuType.formModel,
  MenuType.dictionary,
  MenuType.report,
  MenuType.portal,
]);

const PAGE_TYPES: ReadonlySet<number> = new Set([MenuType.page, MenuType.link]);

/**
 * How the shell opens a route: a built-in page, a generated page for a module, an external
 * address (new tab or a frame, see `openInNewTab`), or nothing (directories group children).
 */
export function menuKind(route: MenuRoute): MenuKind {
  if (route.externalUrl !== undefined) return 'external';
  if (DYNAMIC_MENU_TYPES.has(route.type)) return 'dynamic';
  if (PAGE_TYPES.has(route.type)) return 'page';
  return 'directory';
}
