/**
 * The runtime part of the signed-in user's own endpoints (see routes-permission.ts). Imports
 * nothing with TypeBox.
 */
import { route } from './kit/route';

/** The signed-in user's own profile (docs/reference/profile.md). */
export const CURRENT_USER = {
  baseInfo: '/api/permission/Users/Current/BaseInfo',
  avatar: '/api/permission/Users/Current/Avatar/:name',
  modifyPassword: '/api/permission/Users/Current/Actions/ModifyPassword',
  systemTheme: '/api/permission/Users/Current/SystemTheme',
  systemLanguage: '/api/permission/Users/Current/SystemLanguage',
  subordinate: '/api/permission/Users/Current/Subordinate',
  authorize: '/api/permission/Users/Current/Authorize',
  systemLog: '/api/permission/Users/Current/SystemLog',
} as const;

export const PROFILE_ENDPOINT_ROUTES = {
  baseInfo: route('GET', CURRENT_USER.baseInfo),
  updateBaseInfo: route('PUT', CURRENT_USER.baseInfo),
  avatar: route('PUT', CURRENT_USER.avatar),
  modifyPassword: route('POST', CURRENT_USER.modifyPassword),
  systemTheme: route('PUT', CURRENT_USER.systemTheme),
  systemLanguage: route('PUT', CURRENT_USER.systemLanguage),
  subordinate: route('GET', CURRENT_USER.subordinate),
  authorize: route('GET', CURRENT_USER.authorize),
  systemLog: route('GET', CURRENT_USER.systemLog),
};
