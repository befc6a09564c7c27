import { directory } from '../../kernel/menu/seed-menu';
import { defineModule, type ServerModule } from '../../kernel/module';
import { menuModule } from './menu';

/** The system area: its menu folder and the capabilities inside it. */
export const systemArea: readonly ServerModule[] = [
  defineModule({ name: 'system', seedMenus: [directory('system', '系统管理', 91)] }),
  menuModule,
];
