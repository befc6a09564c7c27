import { FLOW_MONITOR_BUTTON as B, FLOW_MONITOR_PAGE } from '@mepm/contract';
import { button, page } from '../../../../kernel/menu/seed-menu';
import { defineModule } from '../../../../kernel/module';
import { FLOW_MONITOR_FIELD_NAMES, FLOW_MONITOR_MESSAGES } from './messages';
import { flowMonitorRoutes } from './monitor-routes';

/**
 * The flow monitor (流程监控): an administration page over every task. It moves tasks with the
 * engine's own steps, so it lives beside them; its menu is granted to nobody by default.
 */
export const flowMonitorModule = defineModule({
  name: FLOW_MONITOR_PAGE,
  routes: flowMonitorRoutes,
  seedMenus: [
    page(
      FLOW_MONITOR_PAGE,
      'workFlow',
      { zh: '流程监控', zhtw: '流程監控', en: 'Flow monitor' },
      60,
      [
        button(B.cancel, '终止'),
        button(B.assign, '指派'),
        button(B.jump, '跳转'),
        button(B.remove, '删除'),
      ],
    ),
  ],
  messages: FLOW_MONITOR_MESSAGES,
  fieldNames: FLOW_MONITOR_FIELD_NAMES,
});
