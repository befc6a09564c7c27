import type { DictionaryDataBody, DictionaryTransfer } from '@mepm/contract';
import {
  DICTIONARY_DATA_ROUTES,
  DICTIONARY_TYPE_ENDPOINT_ROUTES,
  DICTIONARY_TYPE_RESOURCE_ROUTES,
  fillPath,
} from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import {
  DICTIONARY_OPTIONS_STALE,
  DICTIONARY_TAG,
} from '../../../kernel/dictionary/dictionary-api';
import { crudEndpoints } from '../../../kernel/endpoints/crud-endpoints';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';
import { itemTags } from '../../../kernel/list-tags';

const TYPES = 'DictionaryType';
const DATA = 'DictionaryData';
const DATA_LIST = { type: DATA, id: 'LIST' } as const;

export interface DataListArgs {
  typeId: string;
  keyword?: string;
}

/**
 * The dictionary page: the type tree and each type's items. Every change of an item also makes
 * the selects' options stale (`useDictionary` of the kernel), so forms offer the new items.
 */
export const dictionaryPageApi = api
  .enhanceEndpoints({ addTagTypes: [TYPES, DATA, DICTIONARY_TAG] })
  .injectEndpoints({
    endpoints: (build) => {
      const type = crudEndpoints(build, DICTIONARY_TYPE_RESOURCE_ROUTES, TYPES);
      const data = DICTIONARY_DATA_ROUTES;
      const dataChanged = (id?: string) => [
        DATA_LIST,
        DICTIONARY_OPTIONS_STALE,
        ...(id === undefined ? [] : itemTags(DATA, id)),
      ];
      return {
        dictionaryTypes: type.list,
        dictionaryType: type.read,
        createDictionaryType: type.create,
        updateDictionaryType: type.update,
        deleteDictionaryType: type.remove,
        dictionaryTypeSelector: routeQuery(build, DICTIONARY_TYPE_ENDPOINT_ROUTES.selector, {
          providesTags: [{ type: TYPES, id: 'LIST' }],
        }),
        dictionaryData: routeQuery(build, data.list, {
          request: ({ typeId, keyword }: DataListArgs) => ({
            params: { typeId },
            query: keyword ? { keyword } : {},
          }),
          providesTags: [DATA_LIST],
        }),
        dictionaryItem: routeQuery(build, data.read, {
          request: (id: string) => ({ params: { id } }),
          providesTags: (_result, _error, id) => [{ type: DATA, id }],
        }),
        dictionaryParents: routeQuery(build, data.selector, {
          request: (typeId: string) => ({ params: { id: typeId } }),
          providesTags: [DATA_LIST],
        }),
        createDictionaryItem: routeMutation(build, data.create, {
          request: (body: DictionaryDataBody) => ({ body }),
          invalidatesTags: dataChanged(),
        }),
        updateDictionaryItem: routeMutation(build, data.update, {
          request: ({ id, body }: { id: string; body: DictionaryDataBody }) => ({
            params: { id },
            body,
          }),
          invalidatesTags: (_result, _error, { id }) => dataChanged(id),
        }),
        deleteDictionaryItem: routeMutation(build, data.remove, {
          request: (id: string) => ({ params: { id } }),
          invalidatesTags: (_result, _error, id) => dataChanged(id),
        }),
        setDictionaryItemState: routeMutation(build, data.state, {
          request: ({ id, enabled }: { id: string; enabled?: boolean }) => ({
            params: { id },
            body: enabled === undefined ? {} : { enabled },
          }),
          invalidatesTags: (_result, _error, { id }) => dataChanged(id),
        }),
        exportDictionaryData: build.mutation<DictionaryTransfer, string>({
          // A mutation, not a cached query: each click asks for the data as it is now.
          query: (typeId) => ({ url: exportUrl(typeId), method: 'GET' }),
        }),
        importDictionaryData: routeMutation(build, data.import, {
          request: ({ typeId, file }: { typeId: string; file: DictionaryTransfer }) => ({
            params: { id: typeId },
            body: file,
          }),
          invalidatesTags: dataChanged(),
        }),
      };
    },
  });

function exportUrl(typeId: string): string {
  return fillPath(DICTIONARY_DATA_ROUTES.export.path, { id: typeId });
}

export const {
  useDictionaryTypesQuery,
  useDictionaryTypeQuery,
  useCreateDictionaryTypeMutation,
  useUpdateDictionaryTypeMutation,
  useDeleteDictionaryTypeMutation,
  useDictionaryDataQuery,
  useDictionaryItemQuery,
  useDictionaryParentsQuery,
  useCreateDictionaryItemMutation,
  useUpdateDictionaryItemMutation,
  useDeleteDictionaryItemMutation,
  useSetDictionaryItemStateMutation,
  useExportDictionaryDataMutation,
  useImportDictionaryDataMutation,
} = dictionaryPageApi;
