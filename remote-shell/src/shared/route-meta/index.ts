export { PageMetaContext, usePageMeta } from './page-meta-context';
export { isRouteHandle, routeTitle } from './route-meta';
export type { RouteHandle, RouteMeta } from './route-meta';
export { PageActiveContext, usePageActive } from './page-active';
