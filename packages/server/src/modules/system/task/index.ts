import { ADMIN_BUTTON, TASK_BUTTON, TASK_PAGE } from '@mepm/contract';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { cleanSessionsJob, purgeTaskRunsJob } from './built-in-jobs';
import { TASK_FIELD_NAMES, TASK_MESSAGES } from './messages';
import { scheduleTaskRuns, scheduleTasks } from './schema';
import { taskRoutes } from './task-routes';

/** Scheduled tasks: cron tasks running built-in jobs, their history, and the scheduler. */
export const taskModule = defineModule({
  name: TASK_PAGE,
  routes: taskRoutes,
  tables: { scheduleTasks, scheduleTaskRuns },
  seedMenus: [
    crudPage(TASK_PAGE, 'system', { zh: '定时任务', zhtw: '排程工作', en: 'Scheduled tasks' }, 3, [
      button(ADMIN_BUTTON.state, '启用/禁用'),
      button(TASK_BUTTON.run, '立即执行'),
      button(TASK_BUTTON.purgeRuns, '清空记录'),
    ]),
  ],
  messages: TASK_MESSAGES,
  fieldNames: TASK_FIELD_NAMES,
  uniqueFields: { schedule_tasks_en_code_unique: 'enCode' },
  jobs: [cleanSessionsJob, purgeTaskRunsJob],
});
