import { directory } from '../../kernel/menu/seed-menu';
import { defineModule, type ServerModule } from '../../kernel/module';
import { menuModule } from './menu';
import { sysConfigModule } from './sysConfig';

/** The system area: its menu folder and the capabilities inside it. */
export const systemArea: readonly ServerModule[] = [
  defineModule({
    name: 'system',
    seedMenus: [directory('system', { zh: '系统管理', zhtw: '系統管理', en: 'System' }, 91)],
  }),
  menuModule,
  sysConfigModule,
];
