/**
 * The runtime part of the permission administration's endpoints: method and path of each, and
 * each page's resource (name, tag, paths, standard routes). The contract attaches the schemas to
 * these objects; the shell builds its requests from them. Imports nothing with TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import {
  ADMIN_MENU,
  AUTHORIZE,
  DEPARTMENT,
  ONLINE_USER,
  ORGANIZE,
  POSITION,
  ROLE,
  USERS,
} from './paths-permission';

export const ORGANIZE_RESOURCE_ROUTES = crudRoutes({
  name: ADMIN_MENU.organize,
  tag: 'Organize',
  paths: ORGANIZE,
});

export const DEPARTMENT_RESOURCE_ROUTES = crudRoutes({
  name: ADMIN_MENU.department,
  tag: 'Department',
  paths: DEPARTMENT,
});

export const ORGANIZE_ENDPOINT_ROUTES = {
  selector: route('GET', ORGANIZE.selector),
  tree: route('GET', ORGANIZE.tree),
  departmentSelector: route('GET', DEPARTMENT.selector),
};

export const POSITION_RESOURCE_ROUTES = crudRoutes({
  name: ADMIN_MENU.position,
  tag: 'Position',
  paths: POSITION,
});

export const POSITION_ENDPOINT_ROUTES = {
  selector: route('GET', POSITION.selector),
  all: route('GET', POSITION.all),
};

export const USER_RESOURCE_ROUTES = crudRoutes({
  name: ADMIN_MENU.user,
  tag: 'User',
  paths: USERS,
});

export const USER_ENDPOINT_ROUTES = {
  resetPassword: route('POST', USERS.resetPassword),
  all: route('GET', USERS.all),
  selector: route('GET', USERS.selector),
  imUserSelector: route('POST', USERS.imUserSelector),
  imUser: route('GET', USERS.imUser),
  getUserList: route('POST', USERS.getUserList),
};

export const ROLE_RESOURCE_ROUTES = crudRoutes({ name: ADMIN_MENU.role, tag: 'Role', paths: ROLE });

export const ROLE_ENDPOINT_ROUTES = {
  selector: route('GET', ROLE.selector),
};

export const AUTHORIZE_ENDPOINT_ROUTES = {
  read: route('GET', AUTHORIZE.data),
  replace: route('PUT', AUTHORIZE.data),
};

export const ONLINE_USER_ENDPOINT_ROUTES = {
  list: route('GET', ONLINE_USER.list),
  forceOffline: route('DELETE', ONLINE_USER.one),
};
