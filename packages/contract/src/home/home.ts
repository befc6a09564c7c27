import Type from 'typebox';
import { EntityId, Nothing } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { HOME_ENDPOINT_ROUTES, SHORTCUT_LIMIT } from '../routes-home';

/** Sign-ins of one day of the server's calendar. */
export const SignInDay = Type.Object({
  /** `yyyy-MM-dd` in the server's time zone. */
  date: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export type SignInDay = Type.Static<typeof SignInDay>;

/** GET /api/home/Figures: company-wide counts for administrators. */
export const HomeFigures = Type.Object({
  users: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    enabled: Type.Integer({ minimum: 0 }),
    disabled: Type.Integer({ minimum: 0 }),
  }),
  /** Live sessions, counted as the online-users page lists them. */
  onlineNow: Type.Integer({ minimum: 0 }),
  signInsToday: Type.Integer({ minimum: 0 }),
  /** One entry per day, oldest first, the last one today; days without sign-ins count 0. */
  signInTrend: Type.Array(SignInDay),
});
export type HomeFigures = Type.Static<typeof HomeFigures>;

/**
 * GET /api/home/Shortcuts: the caller's own menus, as ids of entries of its menu list. Menus it
 * no longer holds are left out, so the shell finds every id in the menu list it already has.
 */
export const HomeShortcuts = Type.Object({
  /** Pinned by the user, in the user's order. */
  shortcuts: Type.Array(Type.String()),
  /** Visited, the latest first. */
  recent: Type.Array(Type.String()),
  /** Visited, the most often first. */
  frequent: Type.Array(Type.String()),
});
export type HomeShortcuts = Type.Static<typeof HomeShortcuts>;

/** PUT /api/home/Shortcuts: the whole ordered list (adding, removing and moving are one call). */
export const SaveShortcutsBody = Type.Object(
  {
    menuIds: Type.Array(EntityId, { maxItems: SHORTCUT_LIMIT, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SaveShortcutsBody = Type.Static<typeof SaveShortcutsBody>;

/** POST /api/home/Visits/:menuId: the shell opened that menu's page. */
export const VisitParams = Type.Object({ menuId: EntityId });
export type VisitParams = Type.Static<typeof VisitParams>;

/** The home page and the default portal (docs/reference/home.md). */
export const HOME_ENDPOINTS = {
  figures: endpointAt(
    HOME_ENDPOINT_ROUTES.figures,
    'Users, live sessions and sign-ins of the last 14 days (administrators)',
    { query: TimestampQuery, data: HomeFigures },
  ),
  shortcuts: endpointAt(
    HOME_ENDPOINT_ROUTES.shortcuts,
    "The caller's pinned, recent and most-used menus",
    { query: TimestampQuery, data: HomeShortcuts },
  ),
  saveShortcuts: endpointAt(
    HOME_ENDPOINT_ROUTES.saveShortcuts,
    "Replace the caller's pinned menus; each must be a page of its own menu",
    { query: TimestampQuery, body: SaveShortcutsBody, data: Nothing },
  ),
  visit: endpointAt(HOME_ENDPOINT_ROUTES.visit, 'Count a visit of a menu page by the caller', {
    params: VisitParams,
    query: TimestampQuery,
    data: Nothing,
  }),
};
