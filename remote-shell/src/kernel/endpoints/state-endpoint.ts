import type { BodyOf, EndpointAt, Route } from '@mepm/contract';
import { itemTags } from '../list-tags';
import type { DataAt, ShellBuilder } from './route-endpoints';
import { toFetchArgs } from './wire-request';

/** The record and, when given, the state to set; without it the server flips the state. */
export type StateArgs<R extends Route> = { id: string } & BodyOf<EndpointAt<R>>;

/**
 * The enable/disable endpoint of a resource with a state toggle (`routes.state` of its contract
 * routes): the record and the lists showing it become stale.
 */
export function stateEndpoint<T extends string, R extends Route<'PUT'>>(
  build: ShellBuilder<T>,
  route: R,
  tag: T,
) {
  return build.mutation<DataAt<R>, StateArgs<R>>({
    query: ({ id, ...body }) =>
      toFetchArgs(route, { params: { id }, body: Object.keys(body).length > 0 ? body : undefined }),
    invalidatesTags: (_result, _error, { id }) => itemTags(tag, id),
  });
}
