import { flowEngineFeature } from './flowEngine';
import { flowTasksFeature } from './tasks';

/** Workflow (工作流程): its pages in menu order. */
export const workFlowArea = [flowTasksFeature, flowEngineFeature] as const;
