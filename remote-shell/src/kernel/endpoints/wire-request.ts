import type { BodyOf, EndpointAt, ParamsOf, QueryOf, Route } from '@mepm/contract';
import { fillPath } from '@mepm/contract/paths';
import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/** The query a page gives: the contract's, less the `n` timestamp the base query adds. */
type QueryPart<Q> = Q extends undefined
  ? unknown
  : Partial<Omit<Q, 'n'>> extends Omit<Q, 'n'>
    ? { query?: Omit<Q, 'n'> }
    : { query: Omit<Q, 'n'> };

/**
 * What a request to a route carries, typed by the contract's endpoint there: its path params,
 * its query and its body, each present exactly when the endpoint takes it.
 */
export type WireRequest<R extends Route> = (ParamsOf<EndpointAt<R>> extends undefined
  ? unknown
  : { params: ParamsOf<EndpointAt<R>> }) &
  QueryPart<QueryOf<EndpointAt<R>>> &
  (BodyOf<EndpointAt<R>> extends undefined ? unknown : { body: BodyOf<EndpointAt<R>> });

/** A request once its types were checked: what the base query sends. */
export interface LooseRequest {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The fetch arguments of a request: the route's method, its path filled, query and body. */
export function toFetchArgs(route: Route, request: LooseRequest): FetchArgs {
  const url = request.params === undefined ? route.path : fillPath(route.path, request.params);
  return {
    url,
    method: route.method,
    ...(request.query === undefined ? {} : { params: request.query }),
    ...(request.body === undefined ? {} : { body: request.body }),
  };
}
