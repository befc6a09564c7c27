/** The side menu is 210 px wide; collapsed or in the plain layout only its icons show. */
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_ICONS_WIDTH = 64;
/** Each top-bar menu item of the functional layout takes about 116 px. */
export const TOP_MENU_ITEM_WIDTH = 116;
/** Narrower than this the device is mobile. */
export const MOBILE_BREAKPOINT = 992;
