/**
 * The runtime part of menu management's endpoints (see routes-permission.ts). Imports nothing
 * with TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import {
  MENU_PAGE,
  SYSTEM_CACHE,
  SYSTEM_MENU,
  SYSTEM_MONITOR,
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
