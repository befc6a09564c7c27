import type { ComponentType } from 'react';
import type { Language } from '@mepm/contract/codes';

/**
 * One capability of the shell, as the composition lists it (`composition/features.ts`): its pages,
 * texts and tag types follow from that list alone, so a new capability edits no shared file.
 */
export interface ShellFeature {
  /**
   * Its one name: its folder under features/, its menu code and the namespace of its texts, e.g.
   * `permission.onlineUser` (folder `features/permission/onlineUser`, texts `permission.onlineUser.*`).
   */
  name: string;
  /** The pages a menu entry opens, by route path ('/' plus the entry's address), loaded lazily. */
  pages?: Readonly<Record<string, ComponentType>>;
  /**
   * The pages a dynamic menu entry opens by its type (4 dictionary; 3, 5 and 8 later), given the
   * entry's `moduleId` from its propertyJson: one feature per type.
   */
  menuTypePages?: Readonly<Partial<Record<number, ComponentType<MenuTypePageProps>>>>;
  /** Its texts in every language (`defineMessages`), placed under `name`. */
  locales?: Readonly<Record<Language, object>>;
  /** The RTK Query tag types its endpoints provide and invalidate. */
  tagTypes?: readonly string[];
  /**
   * What it adds to the top bar of every layout (notices, chat): mounted for as long as the
   * signed-in layout is, so an item may also keep listening while its drawer is closed.
   */
  topBarItems?: readonly TopBarItem[];
}

/** One button (or group) of a feature in the top bar, before the language switch. */
export interface TopBarItem {
  /** Unique among the items; also the React key. */
  key: string;
  /** Smaller first. */
  order: number;
  Component: ComponentType<TopBarItemProps>;
}

export interface TopBarItemProps {
  /** A phone's width: icons only, closer together. */
  compact: boolean;
}

/** Declares a feature; the identity function keeps the literal types for the composed texts. */
/** What a page opened by a dynamic menu entry is told of the entry. */
export interface MenuTypePageProps {
  /** The entry's own id: the generated page names it on every call, for the entry's grants. */
  menuId: string;
  /** The entry's `propertyJson.moduleId`: the dictionary type, model or portal it shows. */
  moduleId: string;
  /** The entry's `propertyJson.isTree`. */
  isTree: boolean;
  /** The entry's name in the shown language. */
  title: string;
}

export function defineFeature<const F extends ShellFeature>(feature: F): F {
  return feature;
}
