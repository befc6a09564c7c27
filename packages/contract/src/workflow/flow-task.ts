import Type from 'typebox';
import { CreatedId, EntityId, IdParams, Nothing } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { PagedList } from '../kit/paging';
import { FormDesignSchema } from '../form/form-design';
import { numberUnion } from '../visualdev/number-union';
import {
  FLOW_ADD_APPROVER_MODES,
  FLOW_BATCH_ACTIONS,
  FLOW_BEFORE_CATEGORIES,
  FLOW_NODE_STATES,
  FLOW_RECORD_ACTIONS,
  FLOW_TASK_ACTIONS,
  FLOW_TASK_LIMITS as L,
  FLOW_TASK_STATUSES,
  FLOW_URGENCIES,
} from '../paths-workflow-task';
import { FLOW_TASK_ROUTES as R } from '../routes-workflow-task';
import { FLOW_FIELD_ACCESS, FlowNodeId, FlowTemplateSchema } from './flow-template';

/**
 * Tasks of the workflow engine (docs/reference/workflow.md "Engine"): launched on a flow's
 * released version, moved by the approvers' actions on their work items, read by whoever takes
 * part in them.
 */

export const FlowTaskStatusSchema = numberUnion(FLOW_TASK_STATUSES);
export const FlowUrgencySchema = numberUnion(FLOW_URGENCIES);

/** The approvers the submitter picks for the `chosen` nodes ahead, by node id. */
export const FlowCandidates = Type.Record(
  FlowNodeId,
  Type.Array(EntityId, { minItems: 1, maxItems: L.candidatesPerNode }),
  { maxProperties: L.candidateNodes },
);
export type FlowCandidates = Type.Static<typeof FlowCandidates>;

/** The form's values as sent: checked against the version's form design by the server. */
const FormValuesSchema = Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), {
  maxProperties: 500,
});

const taskBody = {
  /** 0 saves a draft, 1 submits. */
  status: numberUnion([0, 1] as const),
  urgent: Type.Optional(FlowUrgencySchema),
  formData: FormValuesSchema,
  candidates: Type.Optional(FlowCandidates),
};

/** POST .../FlowTask: a draft or a submitted task on the flow's released version. */
export const FlowTaskCreateBody = Type.Object({ flowId: EntityId, ...taskBody });
export type FlowTaskCreateBody = Type.Static<typeof FlowTaskCreateBody>;

/** PUT .../FlowTask/:id: a draft, or a task rejected back to its start, edited (and submitted). */
export const FlowTaskUpdateBody = Type.Object(taskBody);
export type FlowTaskUpdateBody = Type.Static<typeof FlowTaskUpdateBody>;

export const FlowAttachment = Type.Object(
  { fileId: EntityId, name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type FlowAttachment = Type.Static<typeof FlowAttachment>;

const comment = Type.Optional(Type.String({ maxLength: L.comment }));
const actionExtras = {
  comment,
  /** A handwritten signature the caller uploaded. */
  signatureFileId: Type.Optional(EntityId),
  attachments: Type.Optional(Type.Array(FlowAttachment, { maxItems: L.attachments })),
};

/** POST .../FlowBefore/Audit/:id: approve, with the values of the fields writable at the node. */
export const FlowAuditBody = Type.Object({
  ...actionExtras,
  formData: Type.Optional(FormValuesSchema),
  candidates: Type.Optional(FlowCandidates),
});
export type FlowAuditBody = Type.Static<typeof FlowAuditBody>;

/** POST .../FlowBefore/Reject/:id: `rejectTo` names the earlier node when the node lets the approver choose. */
export const FlowRejectBody = Type.Object({ ...actionExtras, rejectTo: Type.Optional(FlowNodeId) });
export type FlowRejectBody = Type.Static<typeof FlowRejectBody>;

export const FlowCommentBody = Type.Object({ comment });
export type FlowCommentBody = Type.Static<typeof FlowCommentBody>;

export const FlowTransferBody = Type.Object({ userId: EntityId, comment });
export type FlowTransferBody = Type.Static<typeof FlowTransferBody>;

/** POST .../FlowBefore/AddApprover/:id: users who decide before the caller (who waits) or after. */
export const FlowAddApproverBody = Type.Object({
  userIds: Type.Array(EntityId, { minItems: 1, maxItems: L.addedApprovers, uniqueItems: true }),
  mode: literalUnion(FLOW_ADD_APPROVER_MODES),
  comment,
});
export type FlowAddApproverBody = Type.Static<typeof FlowAddApproverBody>;

/** POST .../FlowBefore/BatchOperation: approve or reject each of the caller's work items. */
export const FlowBatchBody = Type.Object({
  action: literalUnion(FLOW_BATCH_ACTIONS),
  ids: Type.Array(EntityId, { minItems: 1, maxItems: L.batchItems, uniqueItems: true }),
  comment,
});
export type FlowBatchBody = Type.Static<typeof FlowBatchBody>;

/** One work item's outcome in a batch: done, or refused with the translated reason. */
export const FlowBatchResult = Type.Object({
  id: Type.String(),
  done: Type.Boolean(),
  message: Type.String(),
});
export const FlowBatchAnswer = Type.Object({ results: Type.Array(FlowBatchResult) });
export type FlowBatchAnswer = Type.Static<typeof FlowBatchAnswer>;

/** A row of the to-do, done and CC lists. `id` is the work item (or CC entry). */
export const FlowBeforeRow = Type.Object({
  id: Type.String(),
  taskId: Type.String(),
  flowId: Type.String(),
  flowName: Type.String(),
  fullName: Type.String(),
  urgent: FlowUrgencySchema,
  status: FlowTaskStatusSchema,
  nodeTitle: Type.String(),
  creatorUser: Type.String(),
  /** When the item reached the caller. */
  createdTime: Type.Integer(),
  /** When the caller acted (done) or read it (CC); null otherwise. */
  handledTime: Type.Union([Type.Integer(), Type.Null()]),
  /** What the caller did (done): the work item's state. */
  handledState: Type.String(),
  /** A to-do of another user who entrusts the caller with it: that user's name. */
  entrustedBy: Type.Union([Type.String(), Type.Null()]),
});
export type FlowBeforeRow = Type.Static<typeof FlowBeforeRow>;

const listFilters = {
  flowId: Type.Optional(EntityId),
  urgent: Type.Optional(FlowUrgencySchema),
};

export const FlowBeforeListQuery = KeywordPageQuery(listFilters);
export type FlowBeforeListQuery = Type.Static<typeof FlowBeforeListQuery>;
export const FlowBeforeCategoryParams = Type.Object({
  category: literalUnion(FLOW_BEFORE_CATEGORIES),
});
export const FlowBeforePage = PagedList(FlowBeforeRow);
export type FlowBeforePage = Type.Static<typeof FlowBeforePage>;

/** A row of the caller's own tasks. */
export const FlowLaunchRow = Type.Object({
  id: Type.String(),
  flowId: Type.String(),
  flowName: Type.String(),
  fullName: Type.String(),
  urgent: FlowUrgencySchema,
  status: FlowTaskStatusSchema,
  /** The titles of the nodes waiting now. */
  currentNodes: Type.String(),
  createdTime: Type.Integer(),
  submittedTime: Type.Union([Type.Integer(), Type.Null()]),
  endedTime: Type.Union([Type.Integer(), Type.Null()]),
});
export type FlowLaunchRow = Type.Static<typeof FlowLaunchRow>;

export const FlowLaunchListQuery = KeywordPageQuery({
  ...listFilters,
  status: Type.Optional(FlowTaskStatusSchema),
});
export type FlowLaunchListQuery = Type.Static<typeof FlowLaunchListQuery>;
export const FlowLaunchPage = PagedList(FlowLaunchRow);
export type FlowLaunchPage = Type.Static<typeof FlowLaunchPage>;

/** One history row. */
export const FlowTaskRecordRow = Type.Object({
  id: Type.String(),
  nodeId: Type.Union([Type.String(), Type.Null()]),
  nodeTitle: Type.String(),
  action: literalUnion(FLOW_RECORD_ACTIONS),
  userName: Type.String(),
  /** Whose work item it was, when someone acted on their behalf. */
  onBehalfOf: Type.Union([Type.String(), Type.Null()]),
  comment: Type.String(),
  signatureFileId: Type.Union([Type.String(), Type.Null()]),
  /** The signature's stored name, to show it (an `annexpic` file the task's readers may read). */
  signatureName: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(FlowAttachment),
  /** The node a reject or jump went to, the user a transfer, assignment or 加签/减签 named. */
  target: Type.Union([Type.String(), Type.Null()]),
  /** `target` as people read it: the node's title, the user's name. */
  targetName: Type.Union([Type.String(), Type.Null()]),
  createdTime: Type.Integer(),
});
export type FlowTaskRecordRow = Type.Static<typeof FlowTaskRecordRow>;

/** A template node's state in this task (its latest arrival), for the read-only flow view. */
export const FlowTaskNodeState = Type.Object({
  nodeId: Type.String(),
  state: literalUnion(FLOW_NODE_STATES),
});

/** The caller's pending work item in the task, if any. */
export const FlowPendingItem = Type.Object({
  id: Type.String(),
  nodeId: Type.String(),
  nodeTitle: Type.String(),
});

/** An approver the caller added and may still remove (减签): their open work item. */
export const FlowAddedApprover = Type.Object({
  id: Type.String(),
  userName: Type.String(),
  mode: literalUnion(FLOW_ADD_APPROVER_MODES),
});
export type FlowAddedApprover = Type.Static<typeof FlowAddedApprover>;

/** GET .../FlowTask/:flowId/:taskId. */
export const FlowTaskInfo = Type.Object({
  id: Type.String(),
  flowId: Type.String(),
  flowName: Type.String(),
  fullName: Type.String(),
  billNo: Type.Union([Type.String(), Type.Null()]),
  urgent: FlowUrgencySchema,
  status: FlowTaskStatusSchema,
  creatorUserId: Type.String(),
  creatorUser: Type.String(),
  currentNodes: Type.String(),
  createdTime: Type.Integer(),
  submittedTime: Type.Union([Type.Integer(), Type.Null()]),
  endedTime: Type.Union([Type.Integer(), Type.Null()]),
  /** The version's form design and template: what the task was launched on. */
  formDesign: FormDesignSchema,
  flowTemplateJson: FlowTemplateSchema,
  /** The values, without the fields hidden from the caller where they stand. */
  formData: Type.Record(Type.String(), Type.Unknown()),
  /** Each field's access for the caller where they stand (pending node, or the start). */
  fieldAccess: Type.Record(Type.String(), literalUnion(FLOW_FIELD_ACCESS)),
  requiredFields: Type.Array(Type.String()),
  history: Type.Array(FlowTaskRecordRow),
  nodes: Type.Array(FlowTaskNodeState),
  pendingItem: Type.Union([FlowPendingItem, Type.Null()]),
  /** The caller's approved item they may still take back. */
  recallItemId: Type.Union([Type.String(), Type.Null()]),
  actions: Type.Array(literalUnion(FLOW_TASK_ACTIONS)),
  /** Earlier nodes a reject of the pending item may go to, when the node lets the approver choose. */
  rejectTargets: Type.Array(Type.Object({ nodeId: Type.String(), title: Type.String() })),
  /** Approvers the caller added at their node who have not acted yet (they may remove them). */
  addedApprovers: Type.Array(FlowAddedApprover),
  /** The pending node asks for a handwritten signature with an approval or a reject. */
  signatureRequired: Type.Boolean(),
});
export type FlowTaskInfo = Type.Static<typeof FlowTaskInfo>;

const itemParams = IdParams;

export const FLOW_TASK_ENDPOINTS = {
  create: endpointAt(R.create, 'Save a draft or submit a task on a released flow', {
    query: TimestampQuery,
    body: FlowTaskCreateBody,
    data: CreatedId,
  }),
  update: endpointAt(R.update, 'Edit a draft or a task rejected to its start; submit it again', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowTaskUpdateBody,
    data: Nothing,
  }),
  remove: endpointAt(R.remove, 'Delete an own draft', {
    params: itemParams,
    query: TimestampQuery,
    data: Nothing,
  }),
  detail: endpointAt(R.detail, 'A task for its initiator, approvers, CC users and administrators', {
    params: Type.Object({ flowId: EntityId, taskId: EntityId }),
    query: TimestampQuery,
    data: FlowTaskInfo,
  }),
  beforeList: endpointAt(R.beforeList, "The caller's to-dos, done items or CC, newest first", {
    params: FlowBeforeCategoryParams,
    query: FlowBeforeListQuery,
    data: FlowBeforePage,
  }),
  audit: endpointAt(R.audit, 'Approve a pending work item', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowAuditBody,
    data: Nothing,
  }),
  reject: endpointAt(R.reject, 'Reject a pending work item', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowRejectBody,
    data: Nothing,
  }),
  recall: endpointAt(R.recall, 'Take back an approval while the next node is untouched', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowCommentBody,
    data: Nothing,
  }),
  transfer: endpointAt(R.transfer, 'Hand a pending work item to another user', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowTransferBody,
    data: Nothing,
  }),
  addApprover: endpointAt(R.addApprover, 'Add approvers before or after a pending work item', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowAddApproverBody,
    data: Nothing,
  }),
  removeApprover: endpointAt(R.removeApprover, 'Remove an added approver who has not acted', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowCommentBody,
    data: Nothing,
  }),
  batch: endpointAt(R.batch, 'Approve or reject several work items, each on its own', {
    query: TimestampQuery,
    body: FlowBatchBody,
    data: FlowBatchAnswer,
  }),
  launchList: endpointAt(R.launchList, "The caller's own tasks, newest first", {
    query: FlowLaunchListQuery,
    data: FlowLaunchPage,
  }),
  withdraw: endpointAt(R.withdraw, 'The initiator withdraws a task in process', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowCommentBody,
    data: Nothing,
  }),
  urge: endpointAt(R.urge, 'The initiator reminds the current approvers (rate-limited)', {
    params: itemParams,
    query: TimestampQuery,
    body: FlowCommentBody,
    data: Nothing,
  }),
};
