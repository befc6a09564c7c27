import type { ComponentType } from 'react';
import type { Language } from '@mepm/contract/codes';
import type { MenuTypePageProps, ShellFeature } from '../kernel/feature';
import type { ShellParts } from '../kernel/shell-parts';
import { composeTexts } from './compose-texts';

/**
 * The built pages a menu entry of type 2 can open, by route path ('/' plus the entry's address
 * without its query); an address missing here shows the 404 page rather than a stand-in.
 */
export type PageRegistry = ReadonlyMap<string, ComponentType>;

/** The pages dynamic menu entries (types 3, 4, 5, 8) open, by menu type. */
export type MenuTypePageRegistry = ReadonlyMap<number, ComponentType<MenuTypePageProps>>;

/** What a list of features adds to the shell. */
export interface ComposedFeatures {
  pages: PageRegistry;
  typePages: MenuTypePageRegistry;
  resources: Record<Language, { translation: object }>;
  tagTypes: readonly string[];
  parts: ShellParts;
}

/** One name per capability: two features with one name, or one page path, are a mistake. */
function uniquely<T>(entries: readonly (readonly [string, T])[], what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const [key, value] of entries) {
    if (map.has(key)) throw new Error(`Two features have the ${what} ${key}`);
    map.set(key, value);
  }
  return map;
}

export function composeFeatures(features: readonly ShellFeature[]): ComposedFeatures {
  uniquely(
    features.map((feature) => [feature.name, feature] as const),
    'name',
  );
  return {
    pages: uniquely(
      features.flatMap((feature) => Object.entries(feature.pages ?? {})),
      'page',
    ),
    typePages: new Map(
      [
        ...uniquely(
          features.flatMap((feature) =>
            Object.entries(feature.menuTypePages ?? {}).flatMap(([type, page]) =>
              page === undefined ? [] : [[type, page] as const],
            ),
          ),
          'menu type page',
        ),
      ].map(([type, page]) => [Number(type), page] as const),
    ),
    resources: composeTexts(features),
    tagTypes: [...new Set(features.flatMap((feature) => feature.tagTypes ?? []))],
    parts: {
      topBarItems: [
        ...uniquely(
          features.flatMap((feature) =>
            (feature.topBarItems ?? []).map((item) => [item.key, item] as const),
          ),
          'top bar item',
        ).values(),
      ].sort((a, b) => a.order - b.order),
    },
  };
}
