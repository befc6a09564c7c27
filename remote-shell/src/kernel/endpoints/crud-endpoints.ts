import type { BodyOf, CrudPaths, CrudRoutes, EndpointAt, QueryOf, ParamsOf } from '@mepm/contract';
import { fillPath } from '@mepm/contract/paths';
import { itemTags, listTags } from '../list-tags';
import type { DataAt, ShellBuilder } from './route-endpoints';
import { toFetchArgs } from './wire-request';
import { splitPathArgs } from './path-args';

type Routes<P extends CrudPaths> = CrudRoutes<P>['routes'];
type ListRoute<P extends CrudPaths> = Routes<P>['list'];

/**
 * What a page asks a list for: the list's query less the `n` timestamp, and the list path's
 * params (the organisation of a department list) beside it.
 */
export type ListArgs<P extends CrudPaths> = Omit<QueryOf<EndpointAt<ListRoute<P>>>, 'n'> &
  (ParamsOf<EndpointAt<ListRoute<P>>> extends undefined
    ? unknown
    : ParamsOf<EndpointAt<ListRoute<P>>>);

export interface UpdateArgs<Body> {
  id: string;
  body: Body;
}

export interface CrudOptions<P extends CrudPaths> {
  /** The rows of a list answer, one tag each; by default its `list`, or the answer itself. */
  rows?: (page: DataAt<ListRoute<P>>) => readonly { id: string }[];
}

/**
 * The list, read, create, update and delete endpoints of a contract resource, under `tag`:
 * lists provide the LIST tag and one per row, a record its own; creating makes lists stale,
 * editing or deleting the record and the lists. Methods, paths and types come from the
 * contract, so a page's request that drifts from the server's fails to compile.
 */
export function crudEndpoints<T extends string, P extends CrudPaths>(
  build: ShellBuilder<T>,
  resource: CrudRoutes<P>,
  tag: T,
  options: CrudOptions<P> = {},
) {
  const { routes } = resource;
  const rows = options.rows ?? pageRows;
  return {
    list: build.query<DataAt<ListRoute<P>>, ListArgs<P>>({
      query: (args) => toFetchArgs(routes.list, splitPathArgs(routes.list.path, args)),
      providesTags: (result) => listTags(tag, result === undefined ? [] : rows(result)),
    }),
    read: build.query<DataAt<Routes<P>['read']>, string>({
      query: (id) => fillPath(routes.read.path, { id }),
      providesTags: (_result, _error, id) => [{ type: tag, id }],
    }),
    create: build.mutation<DataAt<Routes<P>['create']>, BodyOf<EndpointAt<Routes<P>['create']>>>({
      query: (body) => toFetchArgs(routes.create, { body }),
      invalidatesTags: [{ type: tag, id: 'LIST' }],
    }),
    update: build.mutation<
      DataAt<Routes<P>['update']>,
      UpdateArgs<BodyOf<EndpointAt<Routes<P>['update']>>>
    >({
      query: ({ id, body }) => toFetchArgs(routes.update, { params: { id }, body }),
      // A refused edit leaves the record as it was: refetching it would reload the open dialog
      // and lose what was typed.
      invalidatesTags: (_result, error, { id }) => (error ? [] : itemTags(tag, id)),
    }),
    remove: build.mutation<DataAt<Routes<P>['remove']>, string>({
      query: (id) => toFetchArgs(routes.remove, { params: { id } }),
      invalidatesTags: (_result, _error, id) => itemTags(tag, id),
    }),
  };
}

/** A list answer's rows: `{list}` (paged or a tree's top level) or an array of records. */
function pageRows(page: unknown): readonly { id: string }[] {
  const list: unknown = Array.isArray(page)
    ? page
    : typeof page === 'object' && page !== null
      ? Reflect.get(page, 'list')
      : undefined;
  return Array.isArray(list) ? list.filter(hasId) : [];
}

function hasId(row: unknown): row is { id: string } {
  return typeof row === 'object' && row !== null && typeof Reflect.get(row, 'id') === 'string';
}
