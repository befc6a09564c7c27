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

export const HOME_ENDPOINT_ROUTES = {
  figures: route('GET', HOME.figures),
  shortcuts: route('GET', HOME.shortcuts),
  saveShortcuts: route('PUT', HOME.shortcuts),
  visit: route('POST', HOME.visit),
};
