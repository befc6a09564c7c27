import type { DataModelTableDesign } from '@mepm/contract';
import { DATA_MODEL_ROUTES } from '@mepm/contract/paths';
import { api } from '../../../kernel/api';
import { routeMutation, routeQuery } from '../../../kernel/endpoints/route-endpoints';

const TABLES = 'DataModelTable';
const LIST = { type: TABLES, id: 'LIST' } as const;

/** The platform's own database, the one source the data model reaches so far. */
export const OWN_SOURCE = '0';

export interface TableListArgs {
  sourceId: string;
  keyword?: string;
}

export interface TableRef {
  sourceId: string;
  table: string;
}

/** The data model page: a source's tables, one table's columns, and designed changes. */
export const dataModelApi = api.enhanceEndpoints({ addTagTypes: [TABLES] }).injectEndpoints({
  endpoints: (build) => {
    const r = DATA_MODEL_ROUTES;
    const changed = (table?: string) => [LIST, ...(table ? [{ type: TABLES, id: table }] : [])];
    return {
      dataModelTables: routeQuery(build, r.list, {
        request: ({ sourceId, keyword }: TableListArgs) => ({
          params: { sourceId },
          query: keyword ? { keyword } : {},
        }),
        providesTags: [LIST],
      }),
      dataModelTable: routeQuery(build, r.read, {
        request: (ref: TableRef) => ({ params: ref }),
        providesTags: (_result, _error, ref) => [{ type: TABLES, id: ref.table }],
      }),
      previewDataModel: routeMutation(build, r.preview, {
        request: (arg: { sourceId: string; table?: string; design: DataModelTableDesign }) => ({
          params: { sourceId: arg.sourceId },
          body: { design: arg.design, ...(arg.table === undefined ? {} : { table: arg.table }) },
        }),
      }),
      createDataModelTable: routeMutation(build, r.create, {
        request: (arg: { sourceId: string; body: DataModelTableDesign }) => ({
          params: { sourceId: arg.sourceId },
          body: arg.body,
        }),
        invalidatesTags: [LIST],
      }),
      updateDataModelTable: routeMutation(build, r.update, {
        request: (arg: TableRef & { body: DataModelTableDesign }) => ({
          params: { sourceId: arg.sourceId, table: arg.table },
          body: arg.body,
        }),
        invalidatesTags: (_result, _error, arg) => changed(arg.table),
      }),
      dropDataModelTable: routeMutation(build, r.remove, {
        request: (ref: TableRef) => ({ params: ref }),
        invalidatesTags: (_result, _error, ref) => changed(ref.table),
      }),
    };
  },
});

export const {
  useDataModelTablesQuery,
  useDataModelTableQuery,
  usePreviewDataModelMutation,
  useCreateDataModelTableMutation,
  useUpdateDataModelTableMutation,
  useDropDataModelTableMutation,
} = dataModelApi;
