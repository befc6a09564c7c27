import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { flowTasksMessages } from './locales';
import { FLOW_DELEGATE_TAG, FLOW_TASK_TAG } from './tags';

/**
 * The workflow task pages: launching and the caller's own tasks (发起流程), to-dos, done items,
 * CC (抄送事宜) and entrusts (流程委托). Every signed-in user holds them; the server decides
 * what each may read and do. Beside them the flow monitor (流程监控), an administration page over
 * every task that opens the same task panel.
 */
export const flowTasksFeature = defineFeature({
  name: 'workFlow.tasks',
  pages: {
    '/workFlow/flowLaunch': lazy(() => import('./pages/launch')),
    '/workFlow/flowTodo': lazy(() => import('./pages/todo')),
    '/workFlow/flowDone': lazy(() => import('./pages/done')),
    '/workFlow/flowCirculate': lazy(() => import('./pages/circulate')),
    '/workFlow/flowDelegate': lazy(() => import('./pages/delegate')),
    '/workFlow/flowMonitor': lazy(() => import('./pages/monitor')),
  },
  locales: flowTasksMessages,
  tagTypes: [FLOW_TASK_TAG, FLOW_DELEGATE_TAG],
});
