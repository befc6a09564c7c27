import type { Static, TSchema } from 'typebox';
import type { HttpMethod, Route } from './route';

/**
 * What crosses the wire for one endpoint: the request's parts and the `data` of the success
 * envelope. An absent part takes nothing. Query schemas include the `n` timestamp the shell
 * appends to every URL.
 */
export interface EndpointSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  data: TSchema;
}

/**
 * One endpoint, declared once: the server registers it with these schemas and validates every
 * request by them; the shell builds its RTK Query endpoint from the same method and path, typed
 * by the same schemas, so a drift between the two is a compile error.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  S extends EndpointSchemas = EndpointSchemas,
  P extends string = string,
> extends Route<M, P> {
  /** The OpenAPI summary. */
  readonly summary: string;
  readonly schemas: S;
}

export function endpoint<
  const M extends HttpMethod,
  const S extends EndpointSchemas,
  const P extends string,
>(method: M, path: P, summary: string, schemas: S): Endpoint<M, S, P> {
  return { method, path, summary, schemas };
}

/**
 * An endpoint at a route the browser also reads (see route.ts): the method and path are written
 * once, there, and the shell's requests are typed by the schemas given here.
 */
export function endpointAt<
  const M extends HttpMethod,
  const P extends string,
  const S extends EndpointSchemas,
>(at: Route<M, P>, summary: string, schemas: S): Endpoint<M, S, P> {
  return endpoint(at.method, at.path, summary, schemas);
}

type PartOf<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E['schemas'] extends {
  [P in K]: infer T extends TSchema;
}
  ? Static<T>
  : undefined;

export type ParamsOf<E extends Endpoint> = PartOf<E, 'params'>;
export type QueryOf<E extends Endpoint> = PartOf<E, 'query'>;
export type BodyOf<E extends Endpoint> = PartOf<E, 'body'>;
export type DataOf<E extends Endpoint> = Static<E['schemas']['data']>;
