/**
 * The runtime part of menu management's endpoints (see routes-permission.ts). Imports nothing
 * with TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import { FILE_NAME_SIGNING, MENU_PAGE, SYSTEM_MENU, SYSTEM_SYS_CONFIG } from './paths-system';

export const MENU_RESOURCE_ROUTES = crudRoutes({
  name: MENU_PAGE,
  tag: 'Menu',
  paths: {
    list: SYSTEM_MENU.list,
    create: SYSTEM_MENU.list,
    item: SYSTEM_MENU.one,
    state: SYSTEM_MENU.state,
  },
});

export const MENU_ENDPOINT_ROUTES = {
  selector: route('GET', SYSTEM_MENU.selector),
};

/** One kind of menu part: its list path lists and creates, its item path edits and deletes. */
function menuPartRoutes<const L extends string, const I extends string>(list: L, item: I) {
  return {
    list: route('GET', list),
    create: route('POST', list),
    update: route('PUT', item),
    remove: route('DELETE', item),
  };
}

/** A menu's buttons, list columns and form fields (one element table) and its data schemes. */
export const MENU_PART_ROUTES = {
  button: menuPartRoutes(SYSTEM_MENU.buttons, SYSTEM_MENU.button),
  column: menuPartRoutes(SYSTEM_MENU.columns, SYSTEM_MENU.column),
  form: menuPartRoutes(SYSTEM_MENU.forms, SYSTEM_MENU.form),
  scheme: menuPartRoutes(SYSTEM_MENU.schemes, SYSTEM_MENU.scheme),
};

/** System configuration: read and save (administrators), and the login page's public part. */
export const SYS_CONFIG_ROUTES = {
  read: route('GET', SYSTEM_SYS_CONFIG.config),
  update: route('PUT', SYSTEM_SYS_CONFIG.config),
  loginPage: route('GET', SYSTEM_SYS_CONFIG.loginPage),
};

/** A short-lived signed name for a download link that carries no session token. */
export const FILE_NAME_ROUTES = {
  getFileName: route('GET', FILE_NAME_SIGNING.getFileName),
};
