export { menuKind } from './menu-route';
export type { MenuCrumb, MenuKind, MenuRoute } from './menu-route';
export { routesFromMenu } from './routes-from-menu';
export type { MenuRouteContext } from './routes-from-menu';
export { LINK_PLACEHOLDERS } from './external-url';
export { parseModuleProperties } from './property-json';
export type { ModuleProperties } from './property-json';
// The header search (search-menus.ts, with fuse.js) is imported by path, not from here: the route
// table imports this folder before sign-in, and the search belongs to the signed-in layout chunk.
