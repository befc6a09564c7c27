export { menuKind } from './menu-route';
export type { MenuCrumb, MenuKind, MenuRoute } from './menu-route';
export { routesFromMenu } from './routes-from-menu';
export type { MenuRouteContext } from './routes-from-menu';
export { LINK_PLACEHOLDERS } from './external-url';
export { parseModuleProperties } from './property-json';
export type { ModuleProperties } from './property-json';
export { MAX_PATTERN_LENGTH, createMenuSearch, searchMenus, searchPattern } from './search-menus';
