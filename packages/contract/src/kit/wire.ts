import type { Endpoint } from './endpoint';
import type { Route } from './route';
import type { FILES_ENDPOINTS } from '../files/files';
import type { HOME_ENDPOINTS } from '../home/home';
import type { OAUTH_ENDPOINTS } from '../oauth/oauth';
import type { SCAN_LOGIN_ENDPOINTS } from '../oauth/scan-login';
import type { AUTHORIZE_ENDPOINTS } from '../permission/authorize';
import type { ONLINE_USER_ENDPOINTS } from '../permission/onlineUser';
import type {
  DEPARTMENT_RESOURCE,
  ORGANIZE_ENDPOINTS,
  ORGANIZE_RESOURCE,
} from '../permission/organize';
import type { POSITION_ENDPOINTS, POSITION_RESOURCE } from '../permission/position';
import type { ROLE_ENDPOINTS, ROLE_RESOURCE } from '../permission/role';
import type { USER_ENDPOINTS, USER_RESOURCE } from '../permission/user';
import type { PROFILE_ENDPOINTS } from '../profile/profile';
import type { SERVICE_ENDPOINTS } from '../service/service';
import type { MENU_ENDPOINTS, MENU_PART_ENDPOINTS, MENU_RESOURCE } from '../system/menu';
import type { FILE_NAME_ENDPOINTS, SYS_CONFIG_ENDPOINTS } from '../system/sys-config';

type EndpointsOf<G> = G[keyof G];

/** Every endpoint the contract declares, as one union (types only: nothing here runs). */
export type ContractEndpoint =
  | EndpointsOf<typeof OAUTH_ENDPOINTS>
  | EndpointsOf<typeof SCAN_LOGIN_ENDPOINTS>
  | EndpointsOf<typeof PROFILE_ENDPOINTS>
  | EndpointsOf<typeof FILES_ENDPOINTS>
  | EndpointsOf<typeof HOME_ENDPOINTS>
  | EndpointsOf<typeof SERVICE_ENDPOINTS>
  | EndpointsOf<typeof ORGANIZE_RESOURCE.endpoints>
  | EndpointsOf<typeof DEPARTMENT_RESOURCE.endpoints>
  | EndpointsOf<typeof ORGANIZE_ENDPOINTS>
  | EndpointsOf<typeof POSITION_RESOURCE.endpoints>
  | EndpointsOf<typeof POSITION_ENDPOINTS>
  | EndpointsOf<typeof USER_RESOURCE.endpoints>
  | EndpointsOf<typeof USER_ENDPOINTS>
  | EndpointsOf<typeof ROLE_RESOURCE.endpoints>
  | EndpointsOf<typeof ROLE_ENDPOINTS>
  | EndpointsOf<typeof AUTHORIZE_ENDPOINTS>
  | EndpointsOf<typeof ONLINE_USER_ENDPOINTS>
  | EndpointsOf<typeof MENU_RESOURCE.endpoints>
  | EndpointsOf<typeof MENU_ENDPOINTS>
  | EndpointsOf<EndpointsOf<typeof MENU_PART_ENDPOINTS>>
  | EndpointsOf<typeof SYS_CONFIG_ENDPOINTS>
  | EndpointsOf<typeof FILE_NAME_ENDPOINTS>;

/**
 * The endpoint the contract declares at a route: how the shell types a request it builds from a
 * runtime route (see route.ts). `never` when the contract has no such method and path, so that a
 * route the server does not serve fails to compile where it is used.
 */
export type EndpointAt<R extends Route> = Extract<
  ContractEndpoint,
  Endpoint & { method: R['method']; path: R['path'] }
>;
