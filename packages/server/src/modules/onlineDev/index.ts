import { directory } from '../../kernel/menu/seed-menu';
import { defineModule, type ServerModule } from '../../kernel/module';
import { recordsModule } from './records';
import { excelModule } from './records/excel';
import { webDesignModule } from './webDesign';

/** Visual development (可视化开发): its menu folder and the capabilities inside it. */
export const onlineDevArea: readonly ServerModule[] = [
  defineModule({
    name: 'onlineDev',
    seedMenus: [
      directory('onlineDev', { zh: '可视化开发', zhtw: '視覺化開發', en: 'Visual dev' }, 89),
    ],
  }),
  webDesignModule,
  recordsModule,
  excelModule,
];
