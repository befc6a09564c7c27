import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestamptz } from './columns';
import { users } from './user';

/**
 * Workflow (docs/reference/workflow.md): flow definitions and their released versions, the tasks
 * launched on a version, the node instances and work items the engine moves, the history, CC,
 * entrusts and the timer jobs. Shared by the definitions module and the engine's.
 */

/**
 * A flow definition. `template` is the designer's current tree; releasing snapshots it (and the
 * form) into a new `flow_engine_versions` row, which new tasks start on; running tasks finish on
 * the version they started with. `version` rises with every edit (optimistic concurrency).
 */
export const flowEngines = pgTable(
  'flow_engines',
  {
    id: idColumn(),
    enCode: text('en_code').notNull(),
    fullName: text('full_name').notNull(),
    /** The code of an item of the flow category dictionary. */
    category: text('category').notNull(),
    /** 0 launched from 发起流程, 1 started by a generated page (not in the launch list). */
    type: integer('type').notNull().default(0),
    icon: text('icon').notNull().default(''),
    iconBackground: text('icon_background').notNull().default(''),
    /** 1 a released function design of type 3 (flow form), 2 a system form by code. */
    formType: integer('form_type').notNull().default(1),
    formId: text('form_id').notNull(),
    /** 0 everyone may launch it, 1 only `flow_engine_launchers`. */
    visibleType: integer('visible_type').notNull().default(0),
    template: jsonb('template').notNull(),
    /** 0 never released, 1 released, 2 stopped (no new tasks; running ones go on). */
    state: integer('state').notNull().default(0),
    releasedVersionId: text('released_version_id'),
    sortCode: integer('sort_code').notNull().default(0),
    description: text('description').notNull().default(''),
    creatorUserId: text('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    modifierUserId: text('modifier_user_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('flow_engines_en_code_unique').on(t.enCode),
    index('flow_engines_category_idx').on(t.category, t.sortCode),
    check('flow_engines_type_check', sql`${t.type} in (0, 1)`),
    check('flow_engines_form_type_check', sql`${t.formType} in (1, 2)`),
    check('flow_engines_visible_type_check', sql`${t.visibleType} in (0, 1)`),
    check('flow_engines_state_check', sql`${t.state} in (0, 1, 2)`),
  ],
);

/** Who may launch a flow whose `visible_type` is 1: users, or holders of an organisation, position or role. */
export const flowEngineLaunchers = pgTable(
  'flow_engine_launchers',
  {
    flowId: text('flow_id')
      .notNull()
      .references(() => flowEngines.id, { onDelete: 'cascade' }),
    /** 'user' | 'organize' | 'position' | 'role'. */
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flowId, t.objectType, t.objectId] }),
    index('flow_engine_launchers_object_idx').on(t.objectType, t.objectId),
    check(
      'flow_engine_launchers_object_type_check',
      sql`${t.objectType} in ('user', 'organize', 'position', 'role')`,
    ),
  ],
);

/** A release of a flow: its template and its form as they were; never changed afterwards. */
export const flowEngineVersions = pgTable(
  'flow_engine_versions',
  {
    id: idColumn(),
    flowId: text('flow_id')
      .notNull()
      .references(() => flowEngines.id, { onDelete: 'cascade' }),
    versionNo: integer('version_no').notNull(),
    template: jsonb('template').notNull(),
    /** The form design the tasks of this version fill (`{formConf, fields}`). */
    formData: jsonb('form_data').notNull(),
    creatorUserId: text('creator_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('flow_engine_versions_flow_version_unique').on(t.flowId, t.versionNo)],
);

/**
 * A task (an instance of a flow). Status: 0 draft, 1 in process, 2 adopt, 3 reject, 4 revoke,
 * 5 cancel; urgency 1 normal, 2 important, 3 urgent. Every engine action locks this row first
 * (`select … for update`) and raises `version`.
 */
export const flowTasks = pgTable(
  'flow_tasks',
  {
    id: idColumn(),
    flowId: text('flow_id')
      .notNull()
      .references(() => flowEngines.id, { onDelete: 'restrict' }),
    versionId: text('version_id')
      .notNull()
      .references(() => flowEngineVersions.id, { onDelete: 'restrict' }),
    billNo: text('bill_no'),
    fullName: text('full_name').notNull(),
    urgent: integer('urgent').notNull().default(1),
    status: integer('status').notNull().default(0),
    creatorUserId: text('creator_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    formData: jsonb('form_data').notNull(),
    /** The titles of the nodes waiting now, for lists. */
    currentNodes: text('current_nodes').notNull().default(''),
    /**
     * The approvers the submitter picked for `chosen` nodes, by node id, as submit and approve
     * actions sent them; read when the flow reaches such a node.
     */
    candidates: jsonb('candidates').$type<Record<string, string[]>>().notNull().default({}),
    submittedAt: timestamptz('submitted_at'),
    endedAt: timestamptz('ended_at'),
    /** When the initiator last urged the approvers: one urge per interval, set by a conditional update. */
    lastUrgedAt: timestamptz('last_urged_at'),
    version: integer('version').notNull().default(0),
    /**
     * A sub-flow's child task: the task and the node instance (of its `subFlow` node) that
     * launched it and wait for it. Actions lock a task's ancestors first, outermost first.
     */
    parentTaskId: text('parent_task_id').references((): AnyPgColumn => flowTasks.id, {
      onDelete: 'cascade',
    }),
    parentTaskNodeId: text('parent_task_node_id'),
    ...auditColumns(),
  },
  (t) => [
    index('flow_tasks_parent_node_idx').on(t.parentTaskNodeId),
    index('flow_tasks_creator_idx').on(t.creatorUserId, t.createdAt.desc(), t.id.desc()),
    index('flow_tasks_flow_idx').on(t.flowId),
    index('flow_tasks_status_idx').on(t.status, t.createdAt.desc()),
    // The monitor's list of every task, newest first.
    index('flow_tasks_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('flow_tasks_status_check', sql`${t.status} between 0 and 5`),
    check('flow_tasks_urgent_check', sql`${t.urgent} between 1 and 3`),
  ],
);

/**
 * A node the task reached: one row per arrival (a reject back to a node makes a new one). Nodes
 * inside a parallel branch name the route's instance (`route_instance_id`), which passes when
 * every branch has passed. State: 'active', 'passed', 'rejected', 'cancelled'.
 */
export const flowTaskNodes = pgTable(
  'flow_task_nodes',
  {
    id: idColumn(),
    taskId: text('task_id')
      .notNull()
      .references(() => flowTasks.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    nodeType: text('node_type').notNull(),
    title: text('title').notNull(),
    state: text('state').notNull(),
    routeInstanceId: text('route_instance_id'),
    enteredAt: timestamptz('entered_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
    /**
     * The task's `version` after the action that reached and that completed the node: what one
     * action did is found by it (a recall undoes exactly the arrivals of the approval it takes back).
     */
    enteredStep: integer('entered_step').notNull().default(0),
    completedStep: integer('completed_step'),
  },
  (t) => [
    index('flow_task_nodes_task_idx').on(t.taskId, t.state),
    foreignKey({
      name: 'flow_task_nodes_route_fk',
      columns: [t.routeInstanceId],
      foreignColumns: [t.id],
    }).onDelete('cascade'),
    check(
      'flow_task_nodes_state_check',
      sql`${t.state} in ('active', 'passed', 'rejected', 'cancelled')`,
    ),
  ],
);

/**
 * A work item: one approver's part of a node instance. State: 'waiting' (a sequential approver
 * whose turn has not come), 'pending' (a to-do), 'approved', 'rejected', 'cancelled' (the node
 * ended without them, or the task was withdrawn), 'transferred'. `handled_by` differs from
 * `user_id` when an entrusted user acted on the approver's behalf.
 */
export const flowTaskOperators = pgTable(
  'flow_task_operators',
  {
    id: idColumn(),
    taskId: text('task_id')
      .notNull()
      .references(() => flowTasks.id, { onDelete: 'cascade' }),
    taskNodeId: text('task_node_id')
      .notNull()
      .references(() => flowTaskNodes.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    state: text('state').notNull(),
    /** The order of sequential approvers, and of approvers added before or after. */
    sortCode: integer('sort_code').notNull().default(0),
    /** 'normal', 'addBefore', 'addAfter', 'transfer' (took over another's item). */
    kind: text('kind').notNull().default('normal'),
    /**
     * For an added approver (`addBefore`, `addAfter`): the work item that added them. Their
     * decision is part of that item's vote (docs/reference/workflow.md "Added approvers").
     */
    addedByItemId: text('added_by_item_id'),
    handledByUserId: text('handled_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    handledAt: timestamptz('handled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('flow_task_operators_user_idx').on(t.userId, t.state, t.createdAt.desc(), t.id.desc()),
    index('flow_task_operators_node_idx').on(t.taskNodeId, t.state),
    index('flow_task_operators_handled_idx').on(t.handledByUserId, t.handledAt.desc()),
    index('flow_task_operators_added_by_idx').on(t.addedByItemId),
    check(
      'flow_task_operators_state_check',
      sql`${t.state} in ('waiting', 'pending', 'approved', 'rejected', 'cancelled', 'transferred')`,
    ),
  ],
);

/**
 * A task's history: who did what, when, at which node, with which comment, signature and
 * attachments, on behalf of whom; `form_data` holds the form as the action left it when the action
 * changed it. Written once per action, never updated.
 */
export const flowTaskRecords = pgTable(
  'flow_task_records',
  {
    id: idColumn(),
    taskId: text('task_id')
      .notNull()
      .references(() => flowTasks.id, { onDelete: 'cascade' }),
    taskNodeId: text('task_node_id'),
    nodeId: text('node_id'),
    nodeTitle: text('node_title').notNull().default(''),
    action: text('action').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    onBehalfOfUserId: text('on_behalf_of_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    comment: text('comment').notNull().default(''),
    signatureFileId: text('signature_file_id'),
    attachments: jsonb('attachments').notNull().default([]),
    /** What the action aimed at: the node a reject or jump went to, the user a transfer went to. */
    target: text('target'),
    formData: jsonb('form_data'),
    /** The approvers chosen for nodes ahead as the action left them, when it changed them. */
    candidates: jsonb('candidates').$type<Record<string, string[]>>(),
    /** The task's `version` after the action: the latest step is the last thing done. */
    step: integer('step').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('flow_task_records_task_idx').on(t.taskId, t.createdAt, t.id),
    index('flow_task_records_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** CC (抄送): a user told of a task at a node; read once opened. */
export const flowTaskCirculates = pgTable(
  'flow_task_circulates',
  {
    id: idColumn(),
    taskId: text('task_id')
      .notNull()
      .references(() => flowTasks.id, { onDelete: 'cascade' }),
    taskNodeId: text('task_node_id'),
    nodeId: text('node_id').notNull(),
    nodeTitle: text('node_title').notNull().default(''),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamptz('read_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('flow_task_circulates_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('flow_task_circulates_task_idx').on(t.taskId),
  ],
);

/**
 * An entrust (流程委托): `user_id` lets `to_user_id` act on their to-dos of the chosen flows
 * (`flow_ids`, empty for all) from `start_at` to `end_at`.
 */
export const flowDelegates = pgTable(
  'flow_delegates',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: text('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flowIds: jsonb('flow_ids').$type<string[]>().notNull().default([]),
    startAt: timestamptz('start_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    description: text('description').notNull().default(''),
    version: integer('version').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index('flow_delegates_to_user_idx').on(t.toUserId, t.endAt),
    index('flow_delegates_user_idx').on(t.userId, t.endAt),
    check('flow_delegates_window_check', sql`${t.startAt} < ${t.endAt}`),
    check('flow_delegates_not_self_check', sql`${t.userId} <> ${t.toUserId}`),
  ],
);

/**
 * Timers and time limits: a job fires once at `due_at`. A process claims due jobs with
 * `for update skip locked` and a lease (`lease_owner`, `lease_until`); a claim whose lease ran out
 * (its process died) is taken over; `done_at` marks it fired. Kind: 'timer' (a timer node goes on),
 * 'timeout' (a node's time limit acts), 'remind'.
 */
export const flowJobs = pgTable(
  'flow_jobs',
  {
    id: idColumn(),
    kind: text('kind').notNull(),
    taskId: text('task_id')
      .notNull()
      .references(() => flowTasks.id, { onDelete: 'cascade' }),
    taskNodeId: text('task_node_id')
      .notNull()
      .references(() => flowTaskNodes.id, { onDelete: 'cascade' }),
    dueAt: timestamptz('due_at').notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamptz('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    doneAt: timestamptz('done_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('flow_jobs_due_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
    check('flow_jobs_kind_check', sql`${t.kind} in ('timer', 'timeout', 'remind')`),
  ],
);
