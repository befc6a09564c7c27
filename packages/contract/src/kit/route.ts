/**
 * The runtime half of an endpoint: its method and path, nothing else. The shell reads these
 * objects in the browser, so this file (like paths.ts) imports nothing and carries no TypeBox;
 * the contract attaches the schemas to the same objects (`endpointAt`, `defineResource`), and
 * the shell finds the wire types of a route by its method and path at type level.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Route<M extends HttpMethod = HttpMethod, P extends string = string> {
  readonly method: M;
  /** Fastify's `:param` syntax; the shell fills it with `fillPath`. */
  readonly path: P;
}

export function route<const M extends HttpMethod, const P extends string>(
  method: M,
  path: P,
): Route<M, P> {
  return { method, path };
}

/** Where an administration resource's records live. */
export interface CrudPaths {
  list: string;
  create: string;
  item: string;
  /** The enable/disable action; absent for records without a state toggle. */
  state?: string;
}

/** The standard routes of a resource: the method of each is decided here, once. */
export type CrudRouteSet<P extends CrudPaths> = {
  list: Route<'GET', P['list']>;
  read: Route<'GET', P['item']>;
  create: Route<'POST', P['create']>;
  update: Route<'PUT', P['item']>;
  remove: Route<'DELETE', P['item']>;
} & (P extends { state: infer S extends string }
  ? { state: Route<'PUT', S> }
  : { state?: undefined });

/**
 * The runtime part of an administration resource: its capability name (the menu entry whose
 * grant opens the page), its tag, its paths and its standard routes.
 */
export interface CrudRoutes<P extends CrudPaths = CrudPaths> {
  name: string;
  tag: string;
  paths: P;
  routes: CrudRouteSet<P>;
}

export function crudRoutes<const P extends CrudPaths>(spec: {
  name: string;
  tag: string;
  paths: P;
}): CrudRoutes<P> {
  const { paths } = spec;
  const standard = {
    list: route('GET', paths.list),
    read: route('GET', paths.item),
    create: route('POST', paths.create),
    update: route('PUT', paths.item),
    remove: route('DELETE', paths.item),
  };
  const state = paths.state === undefined ? {} : { state: route('PUT', paths.state) };
  // The object has exactly the routes CrudRouteSet<P> names for these paths.
  const routes = { ...standard, ...state } as CrudRouteSet<P>;
  return { name: spec.name, tag: spec.tag, paths, routes };
}
