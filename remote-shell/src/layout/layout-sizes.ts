/** SPEC §9: the side menu is 210 px wide; collapsed or in the plain layout only its icons show. */
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_ICONS_WIDTH = 64;
/** SPEC §9: each top-bar menu item of the functional layout takes about 116 px. */
export const TOP_MENU_ITEM_WIDTH = 116;
/** SPEC §2/§9: narrower than this the device is mobile. */
export const MOBILE_BREAKPOINT = 992;
