import type { TFunction } from 'i18next';
import type { Language } from '@mepm/contract/codes';
import type { TextKey } from '../../kernel/i18n/text-key';

/** What every shell route says about itself: tabs, titles, caching and permissions read it. */
export interface RouteMeta {
  /** The route name (a menu entry's enCode with dots as dashes); cached views are listed by it. */
  name: string;
  /** The display title of a menu route (the entry's name); empty when `titleKey` is set. */
  title: string;
  /** A menu route's title in every language, so that titles follow the language switch. */
  titles?: Record<Language, string>;
  /** Translation key of a fixed route's title, so that titles follow the language switch. */
  titleKey?: TextKey;
  /** Pinned tab: shown from the start, never closed. */
  affix?: boolean;
  /** The page is re-created on every visit instead of kept alive behind its tab. */
  noCache?: boolean;
  /** Never gets a tab (404, redirect). */
  hidden?: boolean;
  /** The menu entry id: the key of the page's button, column and form permissions. */
  modelId?: string;
  icon?: string;
  /** Dynamic pages (menu types 3, 4, 5, 8): the generated module to show. */
  moduleId?: string;
  isTree?: boolean;
}

/**
 * A route's `handle`: fixed routes carry their meta; the one route that serves every menu entry
 * says `menu`, and its meta is looked up from the menu list by path.
 */
export interface RouteHandle {
  meta?: RouteMeta;
  menu?: true;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('meta' in value || 'menu' in value);
}

/** A route's title in the language shown now: translated, or the menu entry's name in it. */
export function routeTitle(
  meta: Pick<RouteMeta, 'title' | 'titles' | 'titleKey'>,
  t: TFunction,
  language: Language,
): string {
  if (meta.titleKey) return t(meta.titleKey);
  return meta.titles?.[language] ?? meta.title;
}
