import { ADMIN_BUTTON, AREA_PAGE } from '@mepm/contract';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { areaRoutes } from './area-routes';
import { AREA_MESSAGES } from './messages';
import { areas } from './schema';

/** Areas (administrative divisions), their state, and the address picker's lookup. */
export const areaModule = defineModule({
  name: AREA_PAGE,
  routes: areaRoutes,
  tables: { areas },
  seedMenus: [
    crudPage(AREA_PAGE, 'system', { zh: '行政区划', zhtw: '行政區劃', en: 'Areas' }, 2, [
      button(ADMIN_BUTTON.state, '启用/禁用'),
    ]),
  ],
  messages: AREA_MESSAGES,
  uniqueFields: { areas_en_code_unique: 'enCode' },
});
