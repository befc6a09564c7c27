/**
 * The runtime part of the home page's and the portal's endpoints (see routes-permission.ts).
 * Imports nothing with TypeBox.
 */
import { route } from './kit/route';

/** The home page and the default portal (docs/reference/home.md). */
export const HOME = {
  figures: '/api/home/Figures',
  shortcuts: '/api/home/Shortcuts',
  visit: '/api/home/Visits/:menuId',
} as const;

/** How many days the sign-in trend covers, today included. */
export const SIGN_IN_TREND_DAYS = 14;

/** How many shortcuts one user may keep, and how many recent / most-used menus are listed. */
export const SHORTCUT_LIMIT = 12;
export const VISITED_LIMIT = 6;

export const HOME_ENDPOINT_ROUTES = {
  figures: route('GET', HOME.figures),
  shortcuts: route('GET', HOME.shortcuts),
  saveShortcuts: route('PUT', HOME.shortcuts),
  visit: route('POST', HOME.visit),
};
