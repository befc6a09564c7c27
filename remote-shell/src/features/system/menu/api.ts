import type { BodyOf, DataSchemeBody, EndpointAt } from '@mepm/contract';
import { MENU_ENDPOINT_ROUTES, MENU_PART_ROUTES, MENU_RESOURCE_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import type { DataAt } from '../../../kernel/endpoints/route-endpoints';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { stateEndpoint } from '../../../kernel/endpoints/state-endpoint';
import { toFetchArgs } from '../../../kernel/endpoints/wire-request';

/** Buttons, list columns and form fields share one shape and one CRUD. */
export type ElementKind = 'button' | 'column' | 'form';
type ElementRoutes = (typeof MENU_PART_ROUTES)[ElementKind];
export type ElementBody = BodyOf<EndpointAt<ElementRoutes['create']>>;

const MENUS = { type: 'SystemMenu', id: 'LIST' } as const;
const elementsTag = (kind: ElementKind | 'scheme', moduleId: string) =>
  ({ type: 'MenuElement', id: `${kind}:${moduleId}` }) as const;

export interface ElementArgs {
  kind: ElementKind;
  moduleId: string;
}

/** Menu management: the entries, and per entry its elements and data-permission schemes. */
export const systemMenuApi = api
  .enhanceEndpoints({ addTagTypes: ['SystemMenu', 'MenuElement'] })
  .injectEndpoints({
    endpoints: (build) => {
      const menu = crudEndpoints(build, MENU_RESOURCE_ROUTES, 'SystemMenu');
      const scheme = MENU_PART_ROUTES.scheme;
      return {
        systemMenus: menu.list,
        systemMenuSelector: routeQuery(build, MENU_ENDPOINT_ROUTES.selector, {
          providesTags: [MENUS],
        }),
        createMenu: menu.create,
        updateMenu: menu.update,
        deleteMenu: menu.remove,
        toggleMenuState: stateEndpoint(build, MENU_RESOURCE_ROUTES.routes.state, 'SystemMenu'),
        moduleElements: build.query<DataAt<ElementRoutes['list']>, ElementArgs>({
          query: ({ kind, moduleId }) =>
            toFetchArgs(MENU_PART_ROUTES[kind].list, { query: { moduleId } }),
          providesTags: (_result, _error, { kind, moduleId }) => [elementsTag(kind, moduleId)],
        }),
        createElement: build.mutation<
          DataAt<ElementRoutes['create']>,
          { kind: ElementKind; body: ElementBody }
        >({
          query: ({ kind, body }) => toFetchArgs(MENU_PART_ROUTES[kind].create, { body }),
          invalidatesTags: (_result, _error, { kind, body }) => [elementsTag(kind, body.moduleId)],
        }),
        updateElement: build.mutation<
          DataAt<ElementRoutes['update']>,
          { kind: ElementKind; id: string; body: ElementBody }
        >({
          query: ({ kind, id, body }) =>
            toFetchArgs(MENU_PART_ROUTES[kind].update, { params: { id }, body }),
          invalidatesTags: (_result, _error, { kind, body }) => [elementsTag(kind, body.moduleId)],
        }),
        deleteElement: build.mutation<
          DataAt<ElementRoutes['remove']>,
          ElementArgs & { id: string }
        >({
          query: ({ kind, id }) => toFetchArgs(MENU_PART_ROUTES[kind].remove, { params: { id } }),
          invalidatesTags: (_result, _error, { kind, moduleId }) => [elementsTag(kind, moduleId)],
        }),
        dataSchemes: routeQuery(build, scheme.list, {
          request: (moduleId: string) => ({ query: { moduleId } }),
          providesTags: (_result, _error, moduleId) => [elementsTag('scheme', moduleId)],
        }),
        createScheme: routeMutation(build, scheme.create, {
          request: (body: DataSchemeBody) => ({ body }),
          invalidatesTags: (_result, _error, body) => [elementsTag('scheme', body.moduleId)],
        }),
        updateScheme: routeMutation(build, scheme.update, {
          request: ({ id, body }: { id: string; body: DataSchemeBody }) => ({
            params: { id },
            body,
          }),
          invalidatesTags: (_result, _error, { body }) => [elementsTag('scheme', body.moduleId)],
        }),
        deleteScheme: routeMutation(build, scheme.remove, {
          request: ({ id }: { id: string; moduleId: string }) => ({ params: { id } }),
          invalidatesTags: (_result, _error, { moduleId }) => [elementsTag('scheme', moduleId)],
        }),
      };
    },
  });

export const {
  useSystemMenusQuery,
  useSystemMenuSelectorQuery,
  useCreateMenuMutation,
  useUpdateMenuMutation,
  useDeleteMenuMutation,
  useToggleMenuStateMutation,
  useModuleElementsQuery,
  useCreateElementMutation,
  useUpdateElementMutation,
  useDeleteElementMutation,
  useDataSchemesQuery,
  useCreateSchemeMutation,
  useUpdateSchemeMutation,
  useDeleteSchemeMutation,
} = systemMenuApi;
