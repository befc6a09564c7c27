import { defineModule } from '../../kernel/module';
import { homeRoutes } from './home-routes';
import { HOME_MESSAGES } from './messages';
import { menuVisits, userShortcuts } from './schema';

/**
 * The home page and the default portal: a menu entry every signed-in staff member holds, the
 * administrators' figures, and each user's shortcuts, recent and most-used menus.
 */
export const homeModule = defineModule({
  name: 'home',
  routes: homeRoutes,
  tables: { menuVisits, userShortcuts },
  messages: HOME_MESSAGES,
  fieldNames: {
    menuIds: { zh: '快捷入口', zhtw: '快捷入口', en: 'shortcuts' },
  },
  seedMenus: [
    {
      enCode: 'home',
      type: 2,
      name: { zh: '首页', zhtw: '首頁', en: 'Home' },
      icon: 'icon-ym icon-ym-nav-home',
      urlAddress: 'home',
      sortCode: 0,
      grantedRoles: ['staff'],
    },
  ],
});
