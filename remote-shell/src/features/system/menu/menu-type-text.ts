import { MenuType } from '@mepm/contract/codes';
import type { MenuTypeValue } from '@mepm/contract/codes';
import type { TextKey } from '../../../kernel/i18n/text-key';

/** The label of each menu entry type: a type without its text fails the typecheck. */
export const MENU_TYPE_TEXTS: Readonly<Record<MenuTypeValue, TextKey>> = {
  [MenuType.directory]: 'system.menu.types.directory',
  [MenuType.page]: 'system.menu.types.page',
  [MenuType.formModel]: 'system.menu.types.formModel',
  [MenuType.dictionary]: 'system.menu.types.dictionary',
  [MenuType.report]: 'system.menu.types.report',
  [MenuType.dataScreen]: 'system.menu.types.dataScreen',
  [MenuType.link]: 'system.menu.types.link',
  [MenuType.portal]: 'system.menu.types.portal',
};

/** The stored number is one of the eight types (the server refuses others, old rows may not). */
export function isMenuType(type: number): type is MenuTypeValue {
  return Object.hasOwn(MENU_TYPE_TEXTS, type);
}
