import Fuse from 'fuse.js';
import type { IFuseOptions } from 'fuse.js';
import { menuKind } from './menu-route';
import type { MenuRoute } from './menu-route';

/** Fuse's bitap matcher works on at most 32 characters (the header search's limit). */
export const MAX_PATTERN_LENGTH = 32;

const OPTIONS: IFuseOptions<MenuRoute> = {
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
  threshold: 0.4,
  shouldSort: true,
};

/** Only what can be opened is worth finding: no hidden entries, no directories. */
function searchable(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.filter((route) => !route.hidden && menuKind(route) !== 'directory');
}

/** The query as Fuse gets it: trimmed and cut to 32 code points. */
export function searchPattern(query: string): string {
  return Array.from(query.trim()).slice(0, MAX_PATTERN_LENGTH).join('');
}

/**
 * Builds the header search once per menu list (building the index is the costly part);
 * the returned function gives the matches best first, none for a blank query.
 */
export function createMenuSearch(routes: readonly MenuRoute[]): (query: string) => MenuRoute[] {
  const fuse = new Fuse(searchable(routes), OPTIONS);
  return (query) => {
    const pattern = searchPattern(query);
    return pattern ? fuse.search(pattern).map((result) => result.item) : [];
  };
}

export function searchMenus(routes: readonly MenuRoute[], query: string): MenuRoute[] {
  return createMenuSearch(routes)(query);
}
