import { directory } from '../../kernel/menu/seed-menu';
import { defineModule, type ServerModule } from '../../kernel/module';
import { iconsModule } from './icons';
import { languageModule } from './language';
import { menuModule } from './menu';
import { billRuleModule } from './billRule';
import { areaModule } from './area';
import { taskModule } from './task';
import { cacheModule } from './cache';
import { monitorModule } from './monitor';
import { logModule } from './log';
import { sysConfigModule } from './sysConfig';
import { noticeModule } from './notice';

/** The system area: its menu folder and the capabilities inside it. */
export const systemArea: readonly ServerModule[] = [
  defineModule({
    name: 'system',
    seedMenus: [directory('system', { zh: '系统管理', zhtw: '系統管理', en: 'System' }, 91)],
  }),
  menuModule,
  billRuleModule,
  areaModule,
  taskModule,
  cacheModule,
  monitorModule,
  iconsModule,
  languageModule,
  logModule,
  sysConfigModule,
  noticeModule,
];
