import Type from 'typebox';

/** The longest name a menu entry may have in any language. */
export const MENU_NAME_MAX_LENGTH = 50;

/**
 * A menu entry's name in traditional Chinese and in English. `fullName` is its simplified Chinese
 * name; an empty name here means that language shows `fullName` (`menuNameIn` of `menu-name.ts`).
 */
export const MenuNames = Type.Object({
  zhtw: Type.String({ maxLength: MENU_NAME_MAX_LENGTH }),
  en: Type.String({ maxLength: MENU_NAME_MAX_LENGTH }),
});
export type MenuNames = Type.Static<typeof MenuNames>;
