/**
 * Every task action changes several lists at once (the actor's to-dos and done items, the
 * initiator's tasks, the next approvers' to-dos): one tag for all of them, and one for entrusts.
 */
export const FLOW_TASK_TAG = 'FlowTask';
export const FLOW_DELEGATE_TAG = 'FlowDelegate';
