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
import type { BILL_RULE_ENDPOINTS, BILL_RULE_RESOURCE } from '../system/bill-rule';
import type { AREA_ENDPOINTS } from '../system/area';
import type {
  DICTIONARY_DATA_ENDPOINTS,
  DICTIONARY_TYPE_ENDPOINTS,
  DICTIONARY_TYPE_RESOURCE,
} from '../systemData/dictionary';
import type { DATA_MODEL_ENDPOINTS } from '../systemData/data-model';
import type { DATA_SOURCE_ENDPOINTS, DATA_SOURCE_RESOURCE } from '../systemData/data-source';
import type {
  DATA_INTERFACE_ENDPOINTS,
  DATA_INTERFACE_RESOURCE,
} from '../systemData/data-interface';
import type { DATA_BACKUP_ENDPOINTS } from '../systemData/dataBackup';
import type { DATA_SYNC_ENDPOINTS } from '../systemData/data-sync';
import type { CHAT_ENDPOINTS } from '../chat/conversations';
import type { MESSAGE_ENDPOINTS, MESSAGE_RESOURCE } from '../message/message';
import type { WEB_DESIGN_ENDPOINTS, WEB_DESIGN_RESOURCE } from '../visualdev/web-design';
import type { ONLINE_DEV_ENDPOINTS, WEB_DESIGN_PUBLISH_ENDPOINT } from '../visualdev/online-dev';
import type { FIELD_DATA_SELECT_ENDPOINT } from '../visualdev/field-data-select';
import type { MAP_ENDPOINTS, MAP_RESOURCE } from '../systemData/map';
import type { TASK_ENDPOINTS, TASK_RESOURCE } from '../system/task';
import type { CACHE_ENDPOINTS } from '../system/cache';
import type { MONITOR_ENDPOINTS } from '../system/monitor';
import type { LANGUAGE_ENDPOINTS } from '../system/language';
import type { LOG_ENDPOINTS } from '../system/log';
import type { FILE_NAME_ENDPOINTS, SYS_CONFIG_ENDPOINTS } from '../system/sys-config';
import type { FLOW_ENGINE_ENDPOINTS, FLOW_ENGINE_RESOURCE } from '../workflow/flow-engine';
import type { FLOW_DELEGATE_ENDPOINTS } from '../workflow/flow-delegate';
import type { FLOW_TASK_ENDPOINTS } from '../workflow/flow-task';
import type { FLOW_MONITOR_ENDPOINTS } from '../workflow/flow-monitor';

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
  | EndpointsOf<typeof BILL_RULE_RESOURCE.endpoints>
  | EndpointsOf<typeof BILL_RULE_ENDPOINTS>
  | EndpointsOf<typeof AREA_ENDPOINTS>
  | EndpointsOf<typeof DICTIONARY_TYPE_RESOURCE.endpoints>
  | EndpointsOf<typeof DICTIONARY_TYPE_ENDPOINTS>
  | EndpointsOf<typeof DICTIONARY_DATA_ENDPOINTS>
  | EndpointsOf<typeof DATA_MODEL_ENDPOINTS>
  | EndpointsOf<typeof DATA_SOURCE_RESOURCE.endpoints>
  | EndpointsOf<typeof DATA_SOURCE_ENDPOINTS>
  | EndpointsOf<typeof DATA_INTERFACE_RESOURCE.endpoints>
  | EndpointsOf<typeof DATA_INTERFACE_ENDPOINTS>
  | EndpointsOf<typeof DATA_BACKUP_ENDPOINTS>
  | EndpointsOf<typeof DATA_SYNC_ENDPOINTS>
  | EndpointsOf<typeof MAP_RESOURCE.endpoints>
  | EndpointsOf<typeof MAP_ENDPOINTS>
  | EndpointsOf<typeof TASK_RESOURCE.endpoints>
  | EndpointsOf<typeof TASK_ENDPOINTS>
  | EndpointsOf<typeof CACHE_ENDPOINTS>
  | EndpointsOf<typeof MONITOR_ENDPOINTS>
  | EndpointsOf<typeof LANGUAGE_ENDPOINTS>
  | EndpointsOf<typeof LOG_ENDPOINTS>
  | EndpointsOf<typeof SYS_CONFIG_ENDPOINTS>
  | EndpointsOf<typeof FILE_NAME_ENDPOINTS>
  | EndpointsOf<typeof CHAT_ENDPOINTS>
  | EndpointsOf<typeof MESSAGE_RESOURCE.endpoints>
  | EndpointsOf<typeof MESSAGE_ENDPOINTS>
  | EndpointsOf<typeof WEB_DESIGN_RESOURCE.endpoints>
  | EndpointsOf<typeof WEB_DESIGN_ENDPOINTS>
  | typeof WEB_DESIGN_PUBLISH_ENDPOINT
  | EndpointsOf<typeof ONLINE_DEV_ENDPOINTS>
  | typeof FIELD_DATA_SELECT_ENDPOINT
  | EndpointsOf<typeof FLOW_ENGINE_RESOURCE.endpoints>
  | EndpointsOf<typeof FLOW_ENGINE_ENDPOINTS>
  | EndpointsOf<typeof FLOW_DELEGATE_ENDPOINTS>
  | EndpointsOf<typeof FLOW_TASK_ENDPOINTS>
  | EndpointsOf<typeof FLOW_MONITOR_ENDPOINTS>;

/**
 * The endpoint the contract declares at a route: how the shell types a request it builds from a
 * runtime route (see route.ts). `never` when the contract has no such method and path, so that a
 * route the server does not serve fails to compile where it is used.
 */
export type EndpointAt<R extends Route> = Extract<
  ContractEndpoint,
  Endpoint & { method: R['method']; path: R['path'] }
>;
