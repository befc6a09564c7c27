import { ADMIN_BUTTON, DATA_INTERFACE_BUTTON, DATA_INTERFACE_PAGE } from '@mepm/contract';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { interfaceOptionSource } from './caller-options';
import { dataInterfaceRoutes } from './interface-routes';
import { DATA_INTERFACE_FIELD_NAMES, DATA_INTERFACE_MESSAGES } from './messages';
import { purgeInterfaceLogsJob } from './purge-job';
import { dataInterfaceLogs, dataInterfaces } from './schema';

/** Data interfaces (数据接口): SQL, static and HTTP data for forms, with preview and call log. */
export const dataInterfaceModule = defineModule({
  name: DATA_INTERFACE_PAGE,
  routes: dataInterfaceRoutes,
  tables: { dataInterfaces, dataInterfaceLogs },
  seedMenus: [
    crudPage(
      DATA_INTERFACE_PAGE,
      'systemData',
      { zh: '数据接口', zhtw: '資料介面', en: 'Data interfaces' },
      5,
      [
        button(ADMIN_BUTTON.state, '启用/禁用'),
        button(DATA_INTERFACE_BUTTON.preview, '测试'),
        button(DATA_INTERFACE_BUTTON.import, '导入'),
        button(DATA_INTERFACE_BUTTON.export, '导出'),
      ],
    ),
  ],
  messages: DATA_INTERFACE_MESSAGES,
  fieldNames: DATA_INTERFACE_FIELD_NAMES,
  uniqueFields: { data_interfaces_en_code_unique: 'enCode' },
  jobs: [purgeInterfaceLogsJob],
  interfaceOptionSource,
});
