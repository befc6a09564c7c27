import type { SaveShortcutsBody } from '@mepm/contract';
import { HOME_ENDPOINT_ROUTES } from '@mepm/contract/paths';
import { api } from '../../kernel/api';
import { routeMutation, routeQuery } from '../../kernel/endpoints/route-endpoints';

const FIGURES = { type: 'Home', id: 'FIGURES' } as const;
const SHORTCUTS = { type: 'Home', id: 'SHORTCUTS' } as const;
const ROUTES = HOME_ENDPOINT_ROUTES;

/** The home page's and the portal's data (docs/reference/home.md). */
export const homeApi = api.enhanceEndpoints({ addTagTypes: ['Home'] }).injectEndpoints({
  endpoints: (build) => ({
    homeFigures: routeQuery(build, ROUTES.figures, { providesTags: [FIGURES] }),
    homeShortcuts: routeQuery(build, ROUTES.shortcuts, { providesTags: [SHORTCUTS] }),
    saveShortcuts: routeMutation(build, ROUTES.saveShortcuts, {
      request: (body: SaveShortcutsBody) => ({ body }),
      invalidatesTags: [SHORTCUTS],
    }),
    // Recent and most-used menus change with the visit; the home page refetches them only while
    // it is open, and otherwise on its next visit.
    reportVisit: routeMutation(build, ROUTES.visit, {
      request: (menuId: string) => ({ params: { menuId } }),
      invalidatesTags: [SHORTCUTS],
    }),
  }),
});

export const {
  useHomeFiguresQuery,
  useHomeShortcutsQuery,
  useSaveShortcutsMutation,
  useReportVisitMutation,
} = homeApi;
