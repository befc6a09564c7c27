import { ICONS_PAGE } from '@mepm/contract';
import { page } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';

/** The icons page: a gallery of the shell's own; only its menu entry lives on the server. */
export const iconsModule = defineModule({
  name: ICONS_PAGE,
  seedMenus: [page(ICONS_PAGE, 'system', { zh: '系统图标', zhtw: '系統圖示', en: 'Icons' }, 2, [])],
});
