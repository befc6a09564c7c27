import Type from 'typebox';
import { EntityId, IdParams, Nothing } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { PagedList } from '../kit/paging';
import { TimeRangeQuery } from '../kit/time-range';
import { FLOW_MONITOR_MAX_IDS } from '../paths-flow-monitor';
import { FLOW_TASK_LIMITS } from '../paths-workflow-task';
import { FLOW_MONITOR_ROUTES as R } from '../routes-flow-monitor';
import { FlowNodeId } from './flow-template';
import { FlowLaunchRow, FlowTaskStatusSchema, FlowUrgencySchema } from './flow-task';

/**
 * The flow monitor (流程监控, docs/reference/workflow.md "Monitor"): every task for the holders
 * of its page, and the actions that move a task from outside: terminate, reassign, jump, delete
 * drafts.
 */

/** GET .../FlowMonitor: keyword over the title and bill number; created from/to (inclusive). */
export const FlowMonitorQuery = KeywordPageQuery({
  flowId: Type.Optional(EntityId),
  category: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  status: Type.Optional(FlowTaskStatusSchema),
  urgent: Type.Optional(FlowUrgencySchema),
  creatorUserId: Type.Optional(EntityId),
  ...TimeRangeQuery,
});
export type FlowMonitorQuery = Type.Static<typeof FlowMonitorQuery>;

export const FlowMonitorRow = Type.Object({
  ...FlowLaunchRow.properties,
  billNo: Type.Union([Type.String(), Type.Null()]),
  creatorUserId: Type.String(),
  creatorUser: Type.String(),
});
export type FlowMonitorRow = Type.Static<typeof FlowMonitorRow>;
export const FlowMonitorPage = PagedList(FlowMonitorRow);
export type FlowMonitorPage = Type.Static<typeof FlowMonitorPage>;

/** An open work item of a task: a to-do, or a sequential approver waiting for their turn. */
export const FlowMonitorItem = Type.Object({
  id: Type.String(),
  nodeId: Type.String(),
  nodeTitle: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  state: literalUnion(['pending', 'waiting'] as const),
});
export type FlowMonitorItem = Type.Static<typeof FlowMonitorItem>;
export const FlowMonitorItems = Type.Object({ list: Type.Array(FlowMonitorItem) });
export type FlowMonitorItems = Type.Static<typeof FlowMonitorItems>;

const comment = Type.Optional(Type.String({ maxLength: FLOW_TASK_LIMITS.comment }));

export const FlowMonitorCancelBody = Type.Object({ comment });
export type FlowMonitorCancelBody = Type.Static<typeof FlowMonitorCancelBody>;

/** The open work item `itemId` of the task goes to `userId`. */
export const FlowMonitorAssignBody = Type.Object({ itemId: EntityId, userId: EntityId, comment });
export type FlowMonitorAssignBody = Type.Static<typeof FlowMonitorAssignBody>;

/** The task moves to the approver node `nodeId` of its version's template. */
export const FlowMonitorJumpBody = Type.Object({ nodeId: FlowNodeId, comment });
export type FlowMonitorJumpBody = Type.Static<typeof FlowMonitorJumpBody>;

export const FlowMonitorRemoveBody = Type.Object({
  ids: Type.Array(EntityId, { minItems: 1, maxItems: FLOW_MONITOR_MAX_IDS, uniqueItems: true }),
});
export type FlowMonitorRemoveBody = Type.Static<typeof FlowMonitorRemoveBody>;

export const FLOW_MONITOR_ENDPOINTS = {
  list: endpointAt(R.list, 'Every task, newest first, with filters', {
    query: FlowMonitorQuery,
    data: FlowMonitorPage,
  }),
  items: endpointAt(R.items, 'The open work items of a task, for an assignment', {
    params: IdParams,
    query: TimestampQuery,
    data: FlowMonitorItems,
  }),
  remove: endpointAt(R.remove, 'Delete drafts, all or none', {
    query: TimestampQuery,
    body: FlowMonitorRemoveBody,
    data: Nothing,
  }),
  cancel: endpointAt(R.cancel, 'Terminate a task in process or rejected to its start', {
    params: IdParams,
    query: TimestampQuery,
    body: FlowMonitorCancelBody,
    data: Nothing,
  }),
  assign: endpointAt(R.assign, "Hand a task's open work item to another user", {
    params: IdParams,
    query: TimestampQuery,
    body: FlowMonitorAssignBody,
    data: Nothing,
  }),
  jump: endpointAt(R.jump, 'Move a task in process to an approver node of its template', {
    params: IdParams,
    query: TimestampQuery,
    body: FlowMonitorJumpBody,
    data: Nothing,
  }),
};
