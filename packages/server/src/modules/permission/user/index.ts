import { ADMIN_BUTTON, ADMIN_MENU } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { button, column, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import type { AdminDeps } from '../../../kernel/module-deps';
import { userActionRoutes } from './action-routes';
import { userAdminRoutes } from './admin-routes';
import { USER_MESSAGES } from './messages';
import { userPickerRoutes } from './picker-routes';

const routes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(userAdminRoutes, deps);
  await app.register(userActionRoutes, deps);
  await app.register(userPickerRoutes, deps);
};

/** Users within the caller's data scope, their actions, and the company directory pickers. */
export const userModule = defineModule({
  name: ADMIN_MENU.user,
  routes,
  seedMenus: [
    crudPage(
      ADMIN_MENU.user,
      'permission',
      { zh: '用户管理', zhtw: '使用者管理', en: 'Users' },
      4,
      [
        button(ADMIN_BUTTON.resetPassword, '重置密码'),
        button(ADMIN_BUTTON.state, '启用/禁用'),
        column('account', '账号'),
        column('realName', '姓名'),
        column('gender', '性别'),
        column('mobile', '手机'),
        column('email', '邮箱'),
        column('organize', '所属组织'),
        column('position', '岗位'),
        column('roles', '角色'),
        column('enabled', '状态'),
        column('createdTime', '创建时间'),
      ],
    ),
  ],
  messages: USER_MESSAGES,
  fieldNames: {
    roleIds: { zh: '角色', zhtw: '角色', en: 'roles' },
    positionIds: { zh: '岗位', zhtw: '職位', en: 'positions' },
  },
  uniqueFields: { users_account_unique: 'account', users_main_mobile_unique: 'mobile' },
});
