import { directory } from '../../kernel/menu/seed-menu';
import { defineModule, type ServerModule } from '../../kernel/module';
import { authorizeModule } from './authorize';
import { departmentModule } from './department';
import { onlineUserModule } from './onlineUser';
import { organizeModule } from './organize';
import { positionModule } from './position';
import { roleModule } from './role';
import { userModule } from './user';

/** The permission area: its menu folder and the capabilities inside it. */
export const permissionArea: readonly ServerModule[] = [
  defineModule({
    name: 'permission',
    seedMenus: [
      directory('permission', { zh: '权限管理', zhtw: '權限管理', en: 'Permissions' }, 90),
    ],
  }),
  organizeModule,
  departmentModule,
  positionModule,
  userModule,
  roleModule,
  authorizeModule,
  onlineUserModule,
];
