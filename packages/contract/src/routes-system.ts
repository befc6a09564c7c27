/**
 * The runtime part of menu management's endpoints (see routes-permission.ts). Imports nothing
 * with TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import {
  BILL_RULE_PAGE,
  FILE_NAME_SIGNING,
  MENU_PAGE,
  SYSTEM_AREA,
  SYSTEM_BILL_RULE,
  SYSTEM_CACHE,
  SYSTEM_LANGUAGE,
  SYSTEM_LOG,
  SYSTEM_MENU,
  SYSTEM_MONITOR,
  SYSTEM_SYS_CONFIG,
  SYSTEM_TASK,
  TASK_PAGE,
} from './paths-system';

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

export const BILL_RULE_RESOURCE_ROUTES = crudRoutes({
  name: BILL_RULE_PAGE,
  tag: 'BillRule',
  paths: {
    list: SYSTEM_BILL_RULE.list,
    create: SYSTEM_BILL_RULE.create,
    item: SYSTEM_BILL_RULE.item,
    state: SYSTEM_BILL_RULE.state,
  },
});

export const BILL_RULE_ENDPOINT_ROUTES = {
  selector: route('GET', SYSTEM_BILL_RULE.selector),
  billNumber: route('GET', SYSTEM_BILL_RULE.billNumber),
};

/** Areas: their read path differs from the edit path, so they are not a standard resource. */
export const AREA_ROUTES = {
  children: route('GET', SYSTEM_AREA.children),
  selector: route('GET', SYSTEM_AREA.selector),
  create: route('POST', SYSTEM_AREA.create),
  read: route('GET', SYSTEM_AREA.info),
  update: route('PUT', SYSTEM_AREA.item),
  remove: route('DELETE', SYSTEM_AREA.item),
  state: route('PUT', SYSTEM_AREA.state),
};

export const TASK_RESOURCE_ROUTES = crudRoutes({
  name: TASK_PAGE,
  tag: 'ScheduleTask',
  paths: {
    list: SYSTEM_TASK.list,
    create: SYSTEM_TASK.list,
    item: SYSTEM_TASK.one,
    state: SYSTEM_TASK.state,
  },
});

export const TASK_ENDPOINT_ROUTES = {
  jobs: route('GET', SYSTEM_TASK.jobs),
  run: route('POST', SYSTEM_TASK.run),
  runs: route('GET', SYSTEM_TASK.runs),
  purgeRuns: route('DELETE', SYSTEM_TASK.runs),
};

export const CACHE_ENDPOINT_ROUTES = {
  list: route('GET', SYSTEM_CACHE.list),
  clear: route('DELETE', SYSTEM_CACHE.one),
  clearAll: route('POST', SYSTEM_CACHE.clearAll),
};

export const MONITOR_ENDPOINT_ROUTES = {
  read: route('GET', SYSTEM_MONITOR.one),
};

export const LANGUAGE_ROUTES = {
  catalog: route('GET', SYSTEM_LANGUAGE.catalog),
  shellOverrides: route('GET', SYSTEM_LANGUAGE.shellOverrides),
  setOverride: route('PUT', SYSTEM_LANGUAGE.override),
  removeOverride: route('DELETE', SYSTEM_LANGUAGE.override),
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
