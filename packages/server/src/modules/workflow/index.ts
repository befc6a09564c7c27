import { directory, page } from '../../kernel/menu/seed-menu';
import type { SeedMenu, SeedMenuName } from '../../kernel/menu/seed-menu';
import { defineModule, type ServerModule } from '../../kernel/module';
import { flowDelegateModule } from './flowDelegate';
import { flowEngineModule } from './flowEngine';
import { flowTaskModule } from './flowTask';
import { flowMonitorModule } from './flowTask/monitor';
import { systemFormModule } from './flowEngine/systemForm';

/**
 * A task page every staff member holds: its routes need only a session, and the engine decides
 * what each caller reads and does, so it has no buttons.
 */
const staffPage = (enCode: string, name: SeedMenuName, sortCode: number): SeedMenu => ({
  ...page(enCode, 'workFlow', name, sortCode, []),
  grantedRoles: ['staff'],
});

/**
 * Workflow (工作流程, docs/reference/workflow.md): its menu folder and the capabilities inside it.
 * The tables they share live in db/schema/workflow.ts.
 */
export const workflowArea: readonly ServerModule[] = [
  defineModule({
    name: 'workFlow',
    seedMenus: [
      directory('workFlow', { zh: '工作流程', zhtw: '工作流程', en: 'Workflow' }, 93),
      staffPage('workFlow.flowLaunch', { zh: '发起流程', zhtw: '發起流程', en: 'Launch flow' }, 10),
      staffPage('workFlow.flowTodo', { zh: '待办事宜', zhtw: '待辦事宜', en: 'To-do' }, 20),
      staffPage('workFlow.flowDone', { zh: '已办事宜', zhtw: '已辦事宜', en: 'Done' }, 30),
      staffPage(
        'workFlow.flowCirculate',
        { zh: '抄送事宜', zhtw: '抄送事宜', en: 'Circulated' },
        40,
      ),
      staffPage('workFlow.flowDelegate', { zh: '流程委托', zhtw: '流程委託', en: 'Entrusts' }, 50),
    ],
  }),
  flowEngineModule,
  flowTaskModule,
  flowMonitorModule,
  flowDelegateModule,
  systemFormModule,
];
