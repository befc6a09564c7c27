import { ADMIN_BUTTON, LOG_PAGE } from '@mepm/contract';
import { button, page } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { logRoutes } from './log-routes';
import { LOG_FIELD_NAMES, LOG_MESSAGES } from './messages';
import { purgeErrorLogsJob, purgeLoginLogsJob, purgeOperationLogsJob } from './purge-jobs';

/** The system log: sign-ins, operations and errors (written by kernel/logs, read here). */
export const logModule = defineModule({
  name: LOG_PAGE,
  routes: logRoutes,
  seedMenus: [
    page(LOG_PAGE, 'system', { zh: '系统日志', zhtw: '系統日誌', en: 'System log' }, 5, [
      button(ADMIN_BUTTON.remove, '删除'),
    ]),
  ],
  messages: LOG_MESSAGES,
  fieldNames: LOG_FIELD_NAMES,
  jobs: [purgeLoginLogsJob, purgeOperationLogsJob, purgeErrorLogsJob],
});
