import { ADMIN_BUTTON, ADMIN_MENU } from '@mepm/contract';
import { button, page } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { ONLINE_USER_MESSAGES } from './messages';
import { onlineUserRoutes } from './online-user-routes';

/** Online users: the live sessions, and forcing a user offline. */
export const onlineUserModule = defineModule({
  name: ADMIN_MENU.onlineUser,
  routes: onlineUserRoutes,
  seedMenus: [
    page(
      ADMIN_MENU.onlineUser,
      'permission',
      { zh: '在线用户', zhtw: '線上使用者', en: 'Online users' },
      7,
      [button(ADMIN_BUTTON.forcedOffline, '强制下线')],
    ),
  ],
  messages: ONLINE_USER_MESSAGES,
});
