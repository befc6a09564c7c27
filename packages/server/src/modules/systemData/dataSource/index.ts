import { DATA_SOURCE_PAGE } from '@mepm/contract';
import { crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { dataSourceRoutes } from './data-source-routes';
import { DATA_SOURCE_FIELD_NAMES, DATA_SOURCE_MESSAGES } from './messages';
import { dataSources } from './schema';

/** Data sources (数据连接): external databases, their test, the picker and the own database. */
export const dataSourceModule = defineModule({
  name: DATA_SOURCE_PAGE,
  routes: dataSourceRoutes,
  tables: { dataSources },
  seedMenus: [
    crudPage(
      DATA_SOURCE_PAGE,
      'systemData',
      { zh: '数据连接', zhtw: '資料連線', en: 'Data sources' },
      1,
    ),
  ],
  messages: DATA_SOURCE_MESSAGES,
  fieldNames: DATA_SOURCE_FIELD_NAMES,
  uniqueFields: { data_sources_full_name_unique: 'fullName' },
});
