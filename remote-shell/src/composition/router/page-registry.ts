import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * The built pages a menu entry of type 2 can open, by route path ('/' plus the entry's address
 * without its query). A capability registers its list pages here, loaded lazily; an address
 * missing here shows the 404 page rather than a stand-in.
 */
export type PageRegistry = ReadonlyMap<string, ComponentType>;

export const builtPages: PageRegistry = new Map<string, ComponentType>([
  ['/permission/authorize', lazy(() => import('../../features/permission/authorize/page'))],
  ['/permission/onlineUser', lazy(() => import('../../features/permission/online-user/page'))],
  ['/system/menu', lazy(() => import('../../features/system/menu/page'))],
  ['/permission/user', lazy(() => import('../../features/permission/user/page'))],
  ['/permission/role', lazy(() => import('../../features/permission/role/page'))],
  ['/permission/position', lazy(() => import('../../features/permission/position/page'))],
  ['/permission/organize', lazy(() => import('../../features/permission/organize/page'))],
  ['/permission/department', lazy(() => import('../../features/permission/department/page'))],
]);
