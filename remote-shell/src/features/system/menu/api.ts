import type {
  DataScheme,
  DataSchemeBody,
  MenuBody,
  ModuleElement,
  ModuleElementBody,
  SystemMenuNode,
} from '@mepm/contract';
import { SYSTEM_MENU, fillPath } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';

/** Buttons, list columns and form fields share one shape and one CRUD. */
export type ElementKind = 'button' | 'column' | 'form';

const ELEMENT_PATHS: Record<ElementKind, { list: string; one: string }> = {
  button: { list: SYSTEM_MENU.buttons, one: SYSTEM_MENU.button },
  column: { list: SYSTEM_MENU.columns, one: SYSTEM_MENU.column },
  form: { list: SYSTEM_MENU.forms, one: SYSTEM_MENU.form },
};

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
    endpoints: (build) => ({
      systemMenus: build.query<SystemMenuNode[], { keyword?: string }>({
        query: (params) => ({ url: SYSTEM_MENU.list, params }),
        providesTags: [MENUS],
      }),
      systemMenuSelector: build.query<SystemMenuNode[], undefined>({
        query: () => SYSTEM_MENU.selector,
        providesTags: [MENUS],
      }),
      createMenu: build.mutation<{ id: string }, MenuBody>({
        query: (body) => ({ url: SYSTEM_MENU.list, method: 'POST', body }),
        invalidatesTags: [MENUS],
      }),
      updateMenu: build.mutation<null, { id: string; body: MenuBody }>({
        query: ({ id, body }) => ({ url: fillPath(SYSTEM_MENU.one, { id }), method: 'PUT', body }),
        invalidatesTags: [MENUS],
      }),
      deleteMenu: build.mutation<null, string>({
        query: (id) => ({ url: fillPath(SYSTEM_MENU.one, { id }), method: 'DELETE' }),
        invalidatesTags: [MENUS],
      }),
      toggleMenuState: build.mutation<null, string>({
        query: (id) => ({ url: fillPath(SYSTEM_MENU.state, { id }), method: 'PUT' }),
        invalidatesTags: [MENUS],
      }),
      moduleElements: build.query<{ list: ModuleElement[] }, ElementArgs>({
        query: ({ kind, moduleId }) => ({ url: ELEMENT_PATHS[kind].list, params: { moduleId } }),
        providesTags: (_result, _error, { kind, moduleId }) => [elementsTag(kind, moduleId)],
      }),
      saveElement: build.mutation<
        unknown,
        { kind: ElementKind; id?: string; body: ModuleElementBody }
      >({
        query: ({ kind, id, body }) =>
          id === undefined
            ? { url: ELEMENT_PATHS[kind].list, method: 'POST', body }
            : { url: fillPath(ELEMENT_PATHS[kind].one, { id }), method: 'PUT', body },
        invalidatesTags: (_result, _error, { kind, body }) => [elementsTag(kind, body.moduleId)],
      }),
      deleteElement: build.mutation<null, ElementArgs & { id: string }>({
        query: ({ kind, id }) => ({
          url: fillPath(ELEMENT_PATHS[kind].one, { id }),
          method: 'DELETE',
        }),
        invalidatesTags: (_result, _error, { kind, moduleId }) => [elementsTag(kind, moduleId)],
      }),
      dataSchemes: build.query<{ list: DataScheme[] }, string>({
        query: (moduleId) => ({ url: SYSTEM_MENU.schemes, params: { moduleId } }),
        providesTags: (_result, _error, moduleId) => [elementsTag('scheme', moduleId)],
      }),
      saveScheme: build.mutation<unknown, { id?: string; body: DataSchemeBody }>({
        query: ({ id, body }) =>
          id === undefined
            ? { url: SYSTEM_MENU.schemes, method: 'POST', body }
            : { url: fillPath(SYSTEM_MENU.scheme, { id }), method: 'PUT', body },
        invalidatesTags: (_result, _error, { body }) => [elementsTag('scheme', body.moduleId)],
      }),
      deleteScheme: build.mutation<null, { id: string; moduleId: string }>({
        query: ({ id }) => ({ url: fillPath(SYSTEM_MENU.scheme, { id }), method: 'DELETE' }),
        invalidatesTags: (_result, _error, { moduleId }) => [elementsTag('scheme', moduleId)],
      }),
    }),
  });

export const {
  useSystemMenusQuery,
  useSystemMenuSelectorQuery,
  useCreateMenuMutation,
  useUpdateMenuMutation,
  useDeleteMenuMutation,
  useToggleMenuStateMutation,
  useModuleElementsQuery,
  useSaveElementMutation,
  useDeleteElementMutation,
  useDataSchemesQuery,
  useSaveSchemeMutation,
  useDeleteSchemeMutation,
} = systemMenuApi;
