import { ADMIN_BUTTON, ADMIN_MENU } from '@mepm/contract';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { roleAreaRoutes } from './role-routes';

/** Roles, their state, and the role picker. */
export const roleModule = defineModule({
  name: ADMIN_MENU.role,
  routes: roleAreaRoutes,
  seedMenus: [
    crudPage(ADMIN_MENU.role, 'permission', { zh: '角色管理', zhtw: '角色管理', en: 'Roles' }, 5, [
      button(ADMIN_BUTTON.state, '启用/禁用'),
    ]),
  ],
  uniqueFields: { roles_en_code_unique: 'enCode' },
});
