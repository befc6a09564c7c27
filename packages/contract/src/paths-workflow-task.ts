/**
 * Paths of the workflow engine (docs/reference/workflow.md "Engine"): launching tasks, the
 * to-do, done and CC lists, and the actions on work items. Imports nothing, like paths.ts.
 */
export const WORKFLOW_FLOW_TASK = {
  /** Save a draft or submit a new task. */
  create: '/api/workflow/Engine/FlowTask',
  /** Edit (and submit) a draft or a task rejected back to its start; delete an own draft. */
  item: '/api/workflow/Engine/FlowTask/:id',
  /** A task as whoever may see it reads it (the SPEC's path). */
  detail: '/api/workflow/Engine/FlowTask/:flowId/:taskId',
} as const;

export const WORKFLOW_FLOW_BEFORE = {
  /** To-dos (Waiting), done (Trial) and CC (Circulate) of the caller. */
  list: '/api/workflow/Engine/FlowBefore/List/:category',
  /** Approve the work item :id. */
  audit: '/api/workflow/Engine/FlowBefore/Audit/:id',
  /** Reject the work item :id. */
  reject: '/api/workflow/Engine/FlowBefore/Reject/:id',
  /** Take back the approval of the work item :id while the next node is untouched. */
  recall: '/api/workflow/Engine/FlowBefore/Recall/:id',
  /** Hand the work item :id to another user. */
  transfer: '/api/workflow/Engine/FlowBefore/Transfer/:id',
  /** Add approvers before or after the work item :id (加签). */
  addApprover: '/api/workflow/Engine/FlowBefore/AddApprover/:id',
  /** Remove the added approver whose work item is :id while they have not acted (减签). */
  removeApprover: '/api/workflow/Engine/FlowBefore/RemoveApprover/:id',
  /** Approve or reject several work items, each on its own. */
  batch: '/api/workflow/Engine/FlowBefore/BatchOperation',
} as const;

export const WORKFLOW_FLOW_LAUNCH = {
  /** The caller's own tasks. */
  list: '/api/workflow/Engine/FlowLaunch',
  /** The initiator withdraws a task in process. */
  withdraw: '/api/workflow/Engine/FlowLaunch/:id/Actions/Withdraw',
  /** The initiator reminds the current approvers of a task in process (催办). */
  urge: '/api/workflow/Engine/FlowLaunch/:id/Actions/Urge',
} as const;

/** The lists of FlowBefore/List/:category. */
export const FLOW_BEFORE_CATEGORIES = ['Waiting', 'Trial', 'Circulate'] as const;
export type FlowBeforeCategory = (typeof FLOW_BEFORE_CATEGORIES)[number];

/** 0 draft, 1 in process, 2 adopt (passed), 3 reject, 4 revoke (withdrawn), 5 cancel. */
export const FLOW_TASK_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export type FlowTaskStatus = (typeof FLOW_TASK_STATUSES)[number];

/** 1 normal (普通), 2 important (重要), 3 urgent (紧急). */
export const FLOW_URGENCIES = [1, 2, 3] as const;
export type FlowUrgency = (typeof FLOW_URGENCIES)[number];

/** What a history row says was done. */
export const FLOW_RECORD_ACTIONS = [
  'submit',
  'agree',
  'reject',
  'recall',
  'transfer',
  'withdraw',
  'timer',
  'pass',
  'cancel',
  'addApprover',
  'removeApprover',
  'urge',
  /** The monitor: terminated the task, handed an item to another user, moved the task. */
  'terminate',
  'assign',
  'jump',
] as const;
export type FlowRecordAction = (typeof FLOW_RECORD_ACTIONS)[number];

/** A node's state in a task's flow view; `untouched` for a node the task never reached. */
export const FLOW_NODE_STATES = ['active', 'passed', 'rejected', 'cancelled', 'untouched'] as const;
export type FlowNodeState = (typeof FLOW_NODE_STATES)[number];

/** The actions a task's reader is offered. */
export const FLOW_TASK_ACTIONS = [
  'audit',
  'reject',
  'transfer',
  'recall',
  'withdraw',
  'edit',
  'addApprover',
  'urge',
] as const;
export type FlowTaskAction = (typeof FLOW_TASK_ACTIONS)[number];

/** Bounds of the engine's requests. */
export const FLOW_TASK_LIMITS = {
  comment: 500,
  attachments: 20,
  candidateNodes: 50,
  candidatesPerNode: 100,
  /** Approvers one work item may have added and not yet removed, at one time or in all. */
  addedApprovers: 10,
  /** Work items one batch approves or rejects. */
  batchItems: 100,
  /** An initiator urges a task at most once in this many minutes. */
  urgeIntervalMinutes: 10,
} as const;

/** 加签: the added approvers decide before the adder (who waits) or after the adder approves. */
export const FLOW_ADD_APPROVER_MODES = ['before', 'after'] as const;
export type FlowAddApproverMode = (typeof FLOW_ADD_APPROVER_MODES)[number];

/** What a batch does to each work item. */
export const FLOW_BATCH_ACTIONS = ['audit', 'reject'] as const;
export type FlowBatchAction = (typeof FLOW_BATCH_ACTIONS)[number];
