import Type from 'typebox';
import { FieldLiteral, FieldModel } from '../form/field-config';
import { literalUnion } from '../kit/literal-union';

/**
 * A flow's template (docs/reference/workflow.md): the tree the flow designer draws and the engine
 * walks. Every node is `{type, nodeId, properties, childNode}`; a route node (`condition` or
 * `parallel`) also holds `conditionNodes`, its branches, each a `branch` node whose own
 * `childNode` chain runs the branch. When a branch's chain ends, the flow goes on at the route
 * node's `childNode`; the chain of the start node ends at the flow's end.
 *
 * Like a form design, the outer shape is checked here and each node against its type's schema by
 * the flow engine's `checkFlowTemplate`, which every write of a template goes through. No part
 * holds code: conditions compare form fields and the initiator's organisation and roles.
 */

export const FLOW_NODE_TYPES = [
  'start',
  'approver',
  'copy',
  'timer',
  'condition',
  'parallel',
  'branch',
  'subFlow',
] as const;
export type FlowNodeType = (typeof FLOW_NODE_TYPES)[number];

/** A node's id in its template: unique there, kept by copies and new versions. */
export const FlowNodeId = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' });

const Title = Type.String({ minLength: 1, maxLength: 50 });
const Ids = (maxItems: number) => Type.Array(Type.String({ maxLength: 64 }), { maxItems });

/** Users, positions and roles, each by id: whoever holds one of them is in. */
export const FlowPeople = Type.Object(
  { users: Ids(500), positions: Ids(100), roles: Ids(100) },
  { additionalProperties: false },
);
export type FlowPeople = Type.Static<typeof FlowPeople>;

/** How the approvers of a node are found when the flow reaches it. */
export const FlowAssignee = Type.Union([
  /** The initiator's manager, `levels` steps up the chain of managers (1 = the direct one). */
  Type.Object(
    { kind: Type.Literal('manager'), levels: Type.Integer({ minimum: 1, maximum: 10 }) },
    { additionalProperties: false },
  ),
  /** The manager of the initiator's department (its organisation's `managerId`). */
  Type.Object({ kind: Type.Literal('departmentHead') }, { additionalProperties: false }),
  Type.Object({ kind: Type.Literal('initiator') }, { additionalProperties: false }),
  /** The user (or users) a user-picker field of the form holds. */
  Type.Object(
    { kind: Type.Literal('formField'), field: FieldModel },
    { additionalProperties: false },
  ),
  /** Whoever approved an earlier node of the same task. */
  Type.Object(
    { kind: Type.Literal('nodeApprover'), nodeId: FlowNodeId },
    { additionalProperties: false },
  ),
  Type.Object({ kind: Type.Literal('fixed'), people: FlowPeople }, { additionalProperties: false }),
  /** The submitter picks the approvers when the flow is about to reach the node, among `people`. */
  Type.Object(
    { kind: Type.Literal('chosen'), people: FlowPeople },
    { additionalProperties: false },
  ),
]);
export type FlowAssignee = Type.Static<typeof FlowAssignee>;

/**
 * `or`: the first approver's decision is the node's. `countersign`: every approver decides; the
 * node passes once approvals reach `pass` and is rejected once rejections reach `reject` or the
 * pass can no longer be reached (both in percent of the approvers, or in counts).
 * `sequential`: the approvers decide one after the other in their order; one reject rejects.
 */
export const FLOW_SIGN_MODES = ['or', 'countersign', 'sequential'] as const;
export type FlowSignMode = (typeof FLOW_SIGN_MODES)[number];

export const FlowCountersign = Type.Object(
  {
    unit: literalUnion(['percent', 'count'] as const),
    pass: Type.Integer({ minimum: 1, maximum: 500 }),
    reject: Type.Integer({ minimum: 1, maximum: 500 }),
  },
  { additionalProperties: false },
);
export type FlowCountersign = Type.Static<typeof FlowCountersign>;

/** What a node's actor may do with a form field there; a field not listed is `read`. */
export const FLOW_FIELD_ACCESS = ['hidden', 'read', 'write'] as const;
export type FlowFieldAccess = (typeof FLOW_FIELD_ACCESS)[number];

export const FlowFieldRule = Type.Object(
  {
    field: FieldModel,
    access: literalUnion(FLOW_FIELD_ACCESS),
    /** Only for `write`: the actor must fill it before the action. */
    required: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type FlowFieldRule = Type.Static<typeof FlowFieldRule>;

/** The actions a node's approver is offered beside approve (and reject, see `rejectTo`). */
export const FLOW_NODE_BUTTONS = ['transfer', 'addSign', 'recall', 'print'] as const;
export type FlowNodeButton = (typeof FLOW_NODE_BUTTONS)[number];

/**
 * Where a reject sends the task: to the start (the initiator edits and submits again), to the node
 * before this one, or to an earlier node the approver picks; `none` offers no reject.
 */
export const FLOW_REJECT_TARGETS = ['start', 'previous', 'chosen', 'none'] as const;
export type FlowRejectTarget = (typeof FLOW_REJECT_TARGETS)[number];

/** When nobody is found for an approver node: the administrators decide, it passes, or launch is refused. */
export const FLOW_NO_APPROVER = ['admin', 'pass', 'refuse'] as const;
export type FlowNoApprover = (typeof FLOW_NO_APPROVER)[number];

/** When the initiator is among a node's approvers: they approve as anyone, or the node passes for them. */
export const FLOW_INITIATOR_APPROVES = ['approve', 'pass'] as const;
/** When an approver already approved an earlier node: they approve again, or it passes for them. */
export const FLOW_REPEAT_APPROVER = ['approve', 'pass'] as const;

/** A node's time limit from the moment it is reached: remind the approvers, or decide for them. */
export const FlowTimeout = Type.Object(
  {
    hours: Type.Integer({ minimum: 1, maximum: 24 * 365 }),
    action: literalUnion(['remind', 'approve', 'reject'] as const),
  },
  { additionalProperties: false },
);
export type FlowTimeout = Type.Static<typeof FlowTimeout>;

export const StartNodeProperties = Type.Object(
  {
    title: Title,
    /** What the initiator may do with each field when filling the form. */
    fieldRules: Type.Array(FlowFieldRule, { maxItems: 500 }),
  },
  { additionalProperties: false },
);
export type StartNodeProperties = Type.Static<typeof StartNodeProperties>;

export const ApproverNodeProperties = Type.Object(
  {
    title: Title,
    assignee: FlowAssignee,
    signMode: literalUnion(FLOW_SIGN_MODES),
    /** Only for `countersign`. */
    countersign: Type.Optional(FlowCountersign),
    fieldRules: Type.Array(FlowFieldRule, { maxItems: 500 }),
    /** Told (CC) once the node passes. */
    copyTo: FlowPeople,
    buttons: Type.Array(literalUnion(FLOW_NODE_BUTTONS), { maxItems: 4 }),
    rejectTo: literalUnion(FLOW_REJECT_TARGETS),
    timeout: Type.Union([FlowTimeout, Type.Null()]),
    noApprover: literalUnion(FLOW_NO_APPROVER),
    initiatorApproves: literalUnion(FLOW_INITIATOR_APPROVES),
    repeatApprover: literalUnion(FLOW_REPEAT_APPROVER),
    /** An approval or reject here carries a handwritten signature (absent: not asked). */
    signatureRequired: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ApproverNodeProperties = Type.Static<typeof ApproverNodeProperties>;

/** CC: the people told of the task when the flow passes the node; it never waits. */
export const CopyNodeProperties = Type.Object(
  {
    title: Title,
    people: FlowPeople,
    /** Also the initiator's manager, or the users of a user-picker field. */
    formField: Type.Union([FieldModel, Type.Null()]),
  },
  { additionalProperties: false },
);
export type CopyNodeProperties = Type.Static<typeof CopyNodeProperties>;

/** Waits the given time, then goes on. */
export const TimerNodeProperties = Type.Object(
  {
    title: Title,
    minutes: Type.Integer({ minimum: 1, maximum: 60 * 24 * 365 }),
  },
  { additionalProperties: false },
);
export type TimerNodeProperties = Type.Static<typeof TimerNodeProperties>;

/** The comparisons of a branch condition (the platform family's symbols). */
export const FLOW_CONDITION_SYMBOLS = [
  '>=',
  '>',
  '==',
  '<=',
  '<',
  '<>',
  'like',
  'notLike',
] as const;
export type FlowConditionSymbol = (typeof FLOW_CONDITION_SYMBOLS)[number];

/**
 * One comparison: a form field's value with a literal, or the initiator's organisation (the
 * initiator is in `value`'s organisation or under it) or role (holds the role `value`), for which
 * only `==` and `<>` apply.
 */
export const FlowConditionRule = Type.Union([
  Type.Object(
    {
      subject: Type.Literal('field'),
      field: FieldModel,
      symbol: literalUnion(FLOW_CONDITION_SYMBOLS),
      value: FieldLiteral,
    },
    { additionalProperties: false },
  ),
  Type.Object(
    {
      subject: literalUnion(['initiatorOrganize', 'initiatorRole'] as const),
      symbol: literalUnion(['==', '<>'] as const),
      value: Type.String({ maxLength: 64 }),
    },
    { additionalProperties: false },
  ),
]);
export type FlowConditionRule = Type.Static<typeof FlowConditionRule>;

/**
 * A branch of a route node. Of a `condition` route, the first branch in `priority` order whose
 * rules hold is taken (all with `logic: and`, any with `or`), else the `isDefault` one; of a
 * `parallel` route every branch runs and the route waits for all of them.
 */
/** One value a sub-flow's child task starts with: the parent's field copied into the child's. */
export const FlowFieldMapping = Type.Object(
  { parentField: FieldModel, childField: FieldModel },
  { additionalProperties: false },
);
export type FlowFieldMapping = Type.Static<typeof FlowFieldMapping>;

/**
 * A sub-flow: the task launches one child task of the released flow `flowId` for each user the
 * `launcher` names (any assignee kind but `chosen`), with the mapped values, and waits until
 * every child task has ended approved. A child withdrawn or cancelled rejects the node: the task
 * goes back to its start.
 */
export const SubFlowNodeProperties = Type.Object(
  {
    title: Title,
    /** Empty while the designer has not chosen one: the check refuses it then. */
    flowId: Type.String({ maxLength: 64 }),
    launcher: FlowAssignee,
    fieldMapping: Type.Array(FlowFieldMapping, { maxItems: 200 }),
    /**
     * 异步: the parent goes on as soon as the children are launched, and they run on their own.
     * Absent or false (同步): the node waits until every child ends approved.
     */
    async: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SubFlowNodeProperties = Type.Static<typeof SubFlowNodeProperties>;

export const BranchNodeProperties = Type.Object(
  {
    title: Title,
    logic: literalUnion(['and', 'or'] as const),
    rules: Type.Array(FlowConditionRule, { maxItems: 50 }),
    isDefault: Type.Boolean(),
    priority: Type.Integer({ minimum: 0, maximum: 1000 }),
  },
  { additionalProperties: false },
);
export type BranchNodeProperties = Type.Static<typeof BranchNodeProperties>;

export const RouteNodeProperties = Type.Object({ title: Title }, { additionalProperties: false });
export type RouteNodeProperties = Type.Static<typeof RouteNodeProperties>;

interface NodeShape<Kind extends FlowNodeType, Properties> {
  type: Kind;
  nodeId: string;
  properties: Properties;
  childNode: FlowNode | null;
}

export type StartNode = NodeShape<'start', StartNodeProperties>;
export type ApproverNode = NodeShape<'approver', ApproverNodeProperties>;
export type CopyNode = NodeShape<'copy', CopyNodeProperties>;
export type TimerNode = NodeShape<'timer', TimerNodeProperties>;
export type BranchNode = NodeShape<'branch', BranchNodeProperties>;
export type SubFlowNode = NodeShape<'subFlow', SubFlowNodeProperties>;
export interface RouteNode extends NodeShape<'condition' | 'parallel', RouteNodeProperties> {
  conditionNodes: BranchNode[];
}
export type FlowNode =
  StartNode | ApproverNode | CopyNode | TimerNode | BranchNode | RouteNode | SubFlowNode;

/** The schema of each node type's `properties`, for the engine's check. */
export const FLOW_NODE_PROPERTIES = {
  start: StartNodeProperties,
  approver: ApproverNodeProperties,
  copy: CopyNodeProperties,
  timer: TimerNodeProperties,
  condition: RouteNodeProperties,
  parallel: RouteNodeProperties,
  branch: BranchNodeProperties,
  subFlow: SubFlowNodeProperties,
} as const;

/** A template as stored and sent: the start node, the rest below it; at most 300 nodes. */
export const FlowTemplateSchema = Type.Object(
  {
    type: Type.Literal('start'),
    nodeId: FlowNodeId,
    properties: Type.Object({}, { additionalProperties: true }),
    childNode: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type FlowTemplate = StartNode;

/** Nodes in a template at most, and how deep routes may nest. */
export const FLOW_TEMPLATE_LIMITS = { nodes: 300, routeDepth: 10 } as const;
