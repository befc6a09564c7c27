import { defineModule } from '../../kernel/module';

/**
 * The home page: a menu entry every signed-in staff member holds. Its page is the shell's; the
 * server only ships the entry.
 */
export const homeModule = defineModule({
  name: 'home',
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
