/**
 * The runtime part of menu management's endpoints (see routes-permission.ts). Imports nothing
 * with TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import { MENU_PAGE, SYSTEM_LOG, SYSTEM_MENU } from './paths-system';

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

/** The system log's endpoints (contract: system/log.ts). */
export const LOG_ENDPOINT_ROUTES = {
  signIns: route('GET', SYSTEM_LOG.signIns),
  operations: route('GET', SYSTEM_LOG.operations),
  operation: route('GET', SYSTEM_LOG.operation),
  errors: route('GET', SYSTEM_LOG.errors),
  error: route('GET', SYSTEM_LOG.error),
  remove: route('DELETE', SYSTEM_LOG.remove),
  clear: route('DELETE', SYSTEM_LOG.clear),
  clientError: route('POST', SYSTEM_LOG.clientError),
};
