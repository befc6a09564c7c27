import Type from 'typebox';
import { CreatedId, IdParams, Nothing } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { PagedList } from '../kit/paging';
import { FLOW_DELEGATE_MAX_FLOWS, FLOW_DELEGATE_SIDES } from '../paths-flow-delegate';
import { FLOW_DELEGATE_ROUTES } from '../routes-flow-delegate';

/**
 * Entrusts (流程委托, docs/reference/workflow.md): from `startTime` to `endTime` the entrusted
 * user sees the entrusting user's to-dos of the chosen flows (all when none is chosen) and acts
 * on them on that user's behalf. A user manages only the entrusts they gave.
 */

export const FlowDelegateRow = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  userName: Type.String(),
  toUserId: Type.String(),
  toUserName: Type.String(),
  /** Empty: every flow. */
  flowIds: Type.Array(Type.String()),
  /** The chosen flows' names, in the order of `flowIds`. */
  flowNames: Type.Array(Type.String()),
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  description: Type.String(),
  createdTime: Type.Integer(),
  /** Raised by every edit; an edit sends the version it read. */
  version: Type.Integer(),
});
export type FlowDelegateRow = Type.Static<typeof FlowDelegateRow>;

/** GET .../FlowDelegate: the caller's entrusts, given (default) or received; keyword over names. */
export const FlowDelegateListQuery = KeywordPageQuery({
  side: Type.Optional(literalUnion(FLOW_DELEGATE_SIDES)),
});
export type FlowDelegateListQuery = Type.Static<typeof FlowDelegateListQuery>;
export const FlowDelegatePage = PagedList(FlowDelegateRow);
export type FlowDelegatePage = Type.Static<typeof FlowDelegatePage>;

const bodyFields = {
  toUserId: Type.String({ minLength: 1, maxLength: 64 }),
  flowIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
    maxItems: FLOW_DELEGATE_MAX_FLOWS,
  }),
  startTime: Type.Integer({ minimum: 0 }),
  endTime: Type.Integer({ minimum: 0 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
};

export const FlowDelegateBody = Type.Object(bodyFields);
export type FlowDelegateBody = Type.Static<typeof FlowDelegateBody>;
export const FlowDelegateUpdateBody = Type.Object({
  ...bodyFields,
  version: Type.Integer({ minimum: 0 }),
});
export type FlowDelegateUpdateBody = Type.Static<typeof FlowDelegateUpdateBody>;

export const FLOW_DELEGATE_ENDPOINTS = {
  list: endpointAt(FLOW_DELEGATE_ROUTES.list, "The caller's entrusts, given or received", {
    query: FlowDelegateListQuery,
    data: FlowDelegatePage,
  }),
  read: endpointAt(FLOW_DELEGATE_ROUTES.read, 'One entrust the caller gave or received', {
    params: IdParams,
    query: TimestampQuery,
    data: FlowDelegateRow,
  }),
  create: endpointAt(FLOW_DELEGATE_ROUTES.create, 'Entrust another user with your to-dos', {
    query: TimestampQuery,
    body: FlowDelegateBody,
    data: CreatedId,
  }),
  update: endpointAt(FLOW_DELEGATE_ROUTES.update, 'Change an entrust you gave, read at `version`', {
    params: IdParams,
    query: TimestampQuery,
    body: FlowDelegateUpdateBody,
    data: Nothing,
  }),
  remove: endpointAt(FLOW_DELEGATE_ROUTES.remove, 'End an entrust you gave', {
    params: IdParams,
    query: TimestampQuery,
    data: Nothing,
  }),
};
