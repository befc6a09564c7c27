import { ADMIN_BUTTON, ADMIN_MENU } from '@mepm/contract';
import { button, page } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { authorityRoutes } from './authority-routes';
import { AUTHORIZE_MESSAGES } from './messages';

/** The authorisation page: what a role, position or user is granted. */
export const authorizeModule = defineModule({
  name: ADMIN_MENU.authorize,
  routes: authorityRoutes,
  // Saving an object's grants is the page's one write.
  seedMenus: [
    page(
      ADMIN_MENU.authorize,
      'permission',
      { zh: '权限授权', zhtw: '權限授權', en: 'Authorisation' },
      6,
      [button(ADMIN_BUTTON.edit, '保存授权')],
    ),
  ],
  messages: AUTHORIZE_MESSAGES,
});
