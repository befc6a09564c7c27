import { SYS_CONFIG_PAGE } from '@mepm/contract';
import { defineModule } from '../../../kernel/module';
import { page } from '../../../kernel/menu/seed-menu';
import { SYS_CONFIG_FIELD_NAMES, SYS_CONFIG_MESSAGES } from './messages';
import { sysConfigRoutes } from './sys-config-routes';

/** System configuration: the settings administrators change at run time (kernel/settings). */
export const sysConfigModule = defineModule({
  name: SYS_CONFIG_PAGE,
  routes: sysConfigRoutes,
  messages: SYS_CONFIG_MESSAGES,
  fieldNames: SYS_CONFIG_FIELD_NAMES,
  // No buttons: reading takes the page's grant, saving is for administrators whatever they hold.
  seedMenus: [
    page(
      SYS_CONFIG_PAGE,
      'system',
      { zh: '系统配置', zhtw: '系統設定', en: 'System configuration' },
      0,
      [],
    ),
  ],
});
