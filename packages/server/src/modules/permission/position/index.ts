import { ADMIN_MENU } from '@mepm/contract';
import { crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { positionAreaRoutes } from './position-routes';

/** Positions of each organisation, and the position pickers. */
export const positionModule = defineModule({
  name: ADMIN_MENU.position,
  routes: positionAreaRoutes,
  seedMenus: [
    crudPage(
      ADMIN_MENU.position,
      'permission',
      { zh: '岗位管理', zhtw: '職位管理', en: 'Positions' },
      3,
    ),
  ],
  uniqueFields: { positions_en_code_unique: 'enCode' },
});
