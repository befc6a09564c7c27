import type { Db } from '../../../db/client';

/** What menu management needs from the application. */
export interface SystemMenuDeps {
  db: Db;
}

/** Every route of this area is guarded by grants on the menu management page. */
export const MENU_PAGE = 'system.menu';
