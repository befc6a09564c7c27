import { flowTasksFeature } from './tasks';

/** Workflow (工作流程): its pages in menu order. */
export const workFlowArea = [flowTasksFeature] as const;
