/**
 * Paths of the flow monitor (流程监控, docs/reference/workflow.md "Monitor"): administrators see
 * every task and terminate, reassign, move or delete them. Imports nothing, like paths.ts.
 */
export const WORKFLOW_FLOW_MONITOR = {
  /** Every task, filtered and paged; DELETE with `ids` deletes drafts. */
  list: '/api/workflow/Engine/FlowMonitor',
  /** The open work items of a task: whom the monitor may take one from. */
  items: '/api/workflow/Engine/FlowMonitor/:id/Items',
  /** Terminate a task (status 5). */
  cancel: '/api/workflow/Engine/FlowMonitor/:id/Actions/Cancel',
  /** Hand a task's open work item to another user. */
  assign: '/api/workflow/Engine/FlowMonitor/:id/Actions/Assign',
  /** Move a task in process to an approver node of its template. */
  jump: '/api/workflow/Engine/FlowMonitor/:id/Actions/Jump',
} as const;

/** The 流程监控 page's code (in the 工作流程 folder). */
export const FLOW_MONITOR_PAGE = 'workFlow.flowMonitor';

/** The page's buttons: each action needs its own. */
export const FLOW_MONITOR_BUTTON = {
  cancel: 'btn_cancel',
  assign: 'btn_assign',
  jump: 'btn_jump',
  remove: 'btn_remove',
} as const;

/** Drafts one delete may name at most. */
export const FLOW_MONITOR_MAX_IDS = 100;
