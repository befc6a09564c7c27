import { directory } from '../../kernel/menu/seed-menu';
import { defineModule, type ServerModule } from '../../kernel/module';
import { flowTaskModule } from './flowTask';

/**
 * Workflow (工作流程, docs/reference/workflow.md): its menu folder and the capabilities inside it.
 * The tables they share live in db/schema/workflow.ts.
 */
export const workflowArea: readonly ServerModule[] = [
  defineModule({
    name: 'workFlow',
    seedMenus: [directory('workFlow', { zh: '工作流程', zhtw: '工作流程', en: 'Workflow' }, 90)],
  }),
  flowTaskModule,
];
