import { DATA_SYNC_BUTTON, DATA_SYNC_PAGE } from '@mepm/contract';
import { button, page } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { DATA_SYNC_FIELD_NAMES, DATA_SYNC_MESSAGES } from './messages';
import { dataSyncRuns } from './schema';
import { dataSyncRoutes } from './sync-routes';

/** Data sync (数据同步): one table copied between data sources, followed while it runs. */
export const dataSyncModule = defineModule({
  name: DATA_SYNC_PAGE,
  routes: dataSyncRoutes,
  tables: { dataSyncRuns },
  seedMenus: [
    page(DATA_SYNC_PAGE, 'systemData', { zh: '数据同步', zhtw: '資料同步', en: 'Data sync' }, 3, [
      button(DATA_SYNC_BUTTON.execute, '同步'),
    ]),
  ],
  messages: DATA_SYNC_MESSAGES,
  fieldNames: DATA_SYNC_FIELD_NAMES,
});
