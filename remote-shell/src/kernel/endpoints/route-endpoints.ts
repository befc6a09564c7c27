import type { DataOf, EndpointAt, HttpMethod, Route } from '@mepm/contract';
import type {
  BaseQueryError,
  BaseQueryMeta,
  EndpointBuilder,
  ResultDescription,
  TypedMutationOnQueryStarted,
} from '@reduxjs/toolkit/query/react';
import type { baseQuery } from '../base-query';
import { toFetchArgs } from './wire-request';
import type { LooseRequest, WireRequest } from './wire-request';

type ShellQuery = typeof baseQuery;

/** The endpoint builder of the one api slice, with the tag types of the caller's area. */
export type ShellBuilder<T extends string> = EndpointBuilder<ShellQuery, T, 'api'>;

/** What the server answers at a route (the envelope's `data`). */
export type DataAt<R extends Route> = DataOf<EndpointAt<R>>;

export type TagsOf<T extends string, R extends Route, A> = ResultDescription<
  T,
  DataAt<R>,
  A,
  BaseQueryError<ShellQuery>,
  BaseQueryMeta<ShellQuery>
>;

/** How a hook's argument becomes the request; absent for a route that takes nothing. */
type RequestOption<R extends Route, A> =
  Partial<WireRequest<R>> extends WireRequest<R>
    ? { request?: (arg: A) => WireRequest<R> }
    : { request: (arg: A) => WireRequest<R> };

export type RouteQueryOptions<T extends string, R extends Route, A> = RequestOption<R, A> & {
  providesTags?: TagsOf<T, R, A>;
};

export type RouteMutationOptions<T extends string, R extends Route, A> = RequestOption<R, A> & {
  invalidatesTags?: TagsOf<T, R, A>;
  onQueryStarted?: TypedMutationOnQueryStarted<DataAt<R>, A, ShellQuery, 'api'>;
};

function requestOf<A>(options: { request?: (arg: A) => unknown }, arg: A): LooseRequest {
  // WireRequest<R> was checked against the contract where `request` was written; what is left
  // is the shape every request has.
  return (options.request?.(arg) ?? {}) as LooseRequest;
}

/**
 * A query at a contract route (a read: usually a GET, sometimes a POST that carries ids): the
 * method and path come from the route, the answer's type and the request's parts from the
 * contract's endpoint there, so a drift fails to compile.
 */
export function routeQuery<T extends string, R extends Route, A = undefined>(
  build: ShellBuilder<T>,
  route: R,
  options: RouteQueryOptions<T, R, A>,
) {
  return build.query<DataAt<R>, A>({
    query: (arg) => toFetchArgs(route, requestOf(options, arg)),
    providesTags: options.providesTags,
  });
}

/** A mutation at a contract route (see `routeQuery`). */
export function routeMutation<
  T extends string,
  R extends Route<Exclude<HttpMethod, 'GET'>>,
  A = undefined,
>(build: ShellBuilder<T>, route: R, options: RouteMutationOptions<T, R, A>) {
  return build.mutation<DataAt<R>, A>({
    query: (arg) => toFetchArgs(route, requestOf(options, arg)),
    invalidatesTags: options.invalidatesTags,
    ...(options.onQueryStarted === undefined ? {} : { onQueryStarted: options.onQueryStarted }),
  });
}
