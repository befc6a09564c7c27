import { flowEngineFeature } from './flowEngine';

/** Workflow (工作流程): its pages in menu order. */
export const workFlowArea = [flowEngineFeature] as const;
