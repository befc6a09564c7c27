import { defineModule } from '../../../kernel/module';
import { FLOW_TASK_FIELD_NAMES, FLOW_TASK_MESSAGES } from './messages';
import { historyFileReaders } from './reads/history-files';
import { flowTaskRoutes } from './task-routes';

/**
 * The workflow engine: tasks launched on released flows, the approvers' to-dos and actions, CC,
 * timers; the readers of a task read the files its history names. Its tables are the area's (db/schema/workflow.ts); it seeds no menus of its own.
 */
export const flowTaskModule = defineModule({
  name: 'workFlow.flowTask',
  routes: flowTaskRoutes,
  messages: FLOW_TASK_MESSAGES,
  fieldNames: FLOW_TASK_FIELD_NAMES,
  fileGrants: [historyFileReaders],
});
