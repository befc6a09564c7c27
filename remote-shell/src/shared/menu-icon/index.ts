// Not part of shared/menu: that folder loads before sign-in, and these icons belong to the
// signed-in chunks (the layout and the menu management page).
export { MENU_ICON_NAMES, iconForName } from './icon-for-name';
export type { SvgIconComponent } from './icon-for-name';
