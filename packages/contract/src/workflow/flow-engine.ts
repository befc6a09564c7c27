import Type from 'typebox';
import { FieldDataSelectPage, FieldDataSelectQuery } from '../visualdev/field-data-select';
import { CreatedId } from '../kit/common';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { KeywordPageQuery } from '../kit/keyword-query';
import { literalUnion } from '../kit/literal-union';
import { PagedList } from '../kit/paging';
import { defineResource } from '../kit/resource';
import { FormDataFieldList } from '../visualdev/web-design';
import { numberUnion } from '../visualdev/number-union';
import {
  FLOW_FORM_TYPES,
  FLOW_LAUNCHER_TYPES,
  FLOW_STATES,
  FLOW_TYPES,
  FLOW_VISIBLE_TYPES,
} from '../paths-workflow';
import { FLOW_ENGINE_ENDPOINT_ROUTES, FLOW_ENGINE_RESOURCE_ROUTES } from '../routes-workflow';
import { FormDesignSchema } from '../form/form-design';
import { FlowFieldRule, FlowPeople, FlowTemplateSchema } from './flow-template';

/**
 * Flow definitions (流程设计, docs/reference/workflow.md): name, code, category, type, form, who
 * may launch, the designer's template and the state; each release a version new tasks start on.
 */

export const FlowTypeSchema = numberUnion(FLOW_TYPES);
export const FlowStateSchema = numberUnion(FLOW_STATES);
export const FlowFormTypeSchema = numberUnion(FLOW_FORM_TYPES);
export const FlowVisibleTypeSchema = numberUnion(FLOW_VISIBLE_TYPES);

/** One who may launch a flow open to chosen people. */
export const FlowLauncher = Type.Object(
  { objectType: literalUnion(FLOW_LAUNCHER_TYPES), objectId: Type.String({ maxLength: 64 }) },
  { additionalProperties: false },
);
export type FlowLauncher = Type.Static<typeof FlowLauncher>;

/** What a list row shows: everything but the template. */
const rowFields = {
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  /** The code of an item of the flow category dictionary (`WorkFlowCategory`). */
  category: Type.String(),
  type: FlowTypeSchema,
  icon: Type.String(),
  iconBackground: Type.String(),
  formType: FlowFormTypeSchema,
  formId: Type.String(),
  /** The form's name, for lists. */
  formName: Type.String(),
  visibleType: FlowVisibleTypeSchema,
  state: FlowStateSchema,
  /** The number of the version new tasks start on; 0 before the first release. */
  releasedVersion: Type.Integer(),
  sortCode: Type.Integer(),
  description: Type.String(),
  creatorUser: Type.String(),
  createdTime: Type.Integer(),
  lastModifyUser: Type.String(),
  lastModifyTime: Type.Integer(),
  /** Raised by every edit; an edit sends the version it read (optimistic concurrency). */
  version: Type.Integer(),
};

export const FlowEngineRow = Type.Object(rowFields);
export type FlowEngineRow = Type.Static<typeof FlowEngineRow>;

/** One definition as the attributes dialog and the designer read it. */
export const FlowEngineRecord = Type.Object({
  ...rowFields,
  /** The draft template (what the designer edits); a release copies it into a version. */
  flowTemplateJson: FlowTemplateSchema,
  launchers: Type.Array(FlowLauncher),
});
export type FlowEngineRecord = Type.Static<typeof FlowEngineRecord>;

/** GET .../FlowEngine: keyword over name and code, by category, type and state. */
export const FlowEngineListQuery = KeywordPageQuery({
  category: Type.Optional(Type.String({ maxLength: 64 })),
  type: Type.Optional(FlowTypeSchema),
  state: Type.Optional(FlowStateSchema),
});
export type FlowEngineListQuery = Type.Static<typeof FlowEngineListQuery>;
export const FlowEnginePage = PagedList(FlowEngineRow);
export type FlowEnginePage = Type.Static<typeof FlowEnginePage>;

const bodyFields = {
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  category: Type.String({ minLength: 1, maxLength: 64 }),
  type: FlowTypeSchema,
  icon: Type.Optional(Type.String({ maxLength: 100 })),
  iconBackground: Type.Optional(Type.String({ maxLength: 20 })),
  formType: FlowFormTypeSchema,
  formId: Type.String({ minLength: 1, maxLength: 64 }),
  visibleType: FlowVisibleTypeSchema,
  launchers: Type.Array(FlowLauncher, { maxItems: 500 }),
  /** Checked node by node by the flow engine's checkFlowTemplate. */
  flowTemplateJson: FlowTemplateSchema,
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  description: Type.Optional(Type.String({ maxLength: 500 })),
};

/** POST .../FlowEngine: a new definition is never released (state 0). */
export const FlowEngineBody = Type.Object(bodyFields);
export type FlowEngineBody = Type.Static<typeof FlowEngineBody>;

/** PUT .../FlowEngine/:id: the whole definition and the version it was read at. */
export const FlowEngineUpdateBody = Type.Object({
  ...bodyFields,
  version: Type.Integer({ minimum: 0 }),
});
export type FlowEngineUpdateBody = Type.Static<typeof FlowEngineUpdateBody>;

/** POST .../Release/:id and .../Stop/:id: the state and released version that follow. */
export const FlowEngineStateAnswer = Type.Object({
  state: FlowStateSchema,
  releasedVersion: Type.Integer(),
});
export type FlowEngineStateAnswer = Type.Static<typeof FlowEngineStateAnswer>;

/** The file .../Actions/ExportData answers and .../Actions/ImportData takes. */
export const FlowEngineExport = Type.Object({
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  category: Type.String({ minLength: 1, maxLength: 64 }),
  type: FlowTypeSchema,
  icon: Type.String({ maxLength: 100 }),
  iconBackground: Type.String({ maxLength: 20 }),
  formType: FlowFormTypeSchema,
  formId: Type.String({ minLength: 1, maxLength: 64 }),
  flowTemplateJson: FlowTemplateSchema,
  description: Type.String({ maxLength: 500 }),
});
export type FlowEngineExport = Type.Static<typeof FlowEngineExport>;

/** A released flow as choosers and the launch page list it. */
export const FlowEngineBrief = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  icon: Type.String(),
  iconBackground: Type.String(),
  type: FlowTypeSchema,
});
export type FlowEngineBrief = Type.Static<typeof FlowEngineBrief>;

/** One category (its dictionary code and shown name) with its flows. */
export const FlowEngineCategory = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  children: Type.Array(FlowEngineBrief),
});
export type FlowEngineCategory = Type.Static<typeof FlowEngineCategory>;
export const FlowEngineCategories = Type.Object({ list: Type.Array(FlowEngineCategory) });
export type FlowEngineCategories = Type.Static<typeof FlowEngineCategories>;

/** GET .../Selector: released flows of one type (all when absent). */
export const FlowEngineSelectorQuery = Type.Object({
  ...TimestampQuery.properties,
  type: Type.Optional(FlowTypeSchema),
});
export type FlowEngineSelectorQuery = Type.Static<typeof FlowEngineSelectorQuery>;

/** An approver node ahead whose approvers the submitter picks, among `people`. */
export const FlowCandidateNode = Type.Object({
  nodeId: Type.String(),
  title: Type.String(),
  people: FlowPeople,
});
export type FlowCandidateNode = Type.Static<typeof FlowCandidateNode>;

/** GET .../FlowEngine/:id/LaunchForm: launching the flow on its released version. */
export const FlowLaunchForm = Type.Object({
  flowId: Type.String(),
  flowName: Type.String(),
  /** The released version new tasks start on. */
  versionNo: Type.Integer(),
  formDesign: FormDesignSchema,
  /** What the initiator may do with each field (the start node's rules). */
  fieldRules: Type.Array(FlowFieldRule),
  /** Every `chosen` approver node of the template (the server asks only for those reached). */
  candidateNodes: Type.Array(FlowCandidateNode),
});
export type FlowLaunchForm = Type.Static<typeof FlowLaunchForm>;

export const FLOW_ENGINE_RESOURCE = defineResource({
  routes: FLOW_ENGINE_RESOURCE_ROUTES,
  schemas: {
    listQuery: FlowEngineListQuery,
    page: FlowEnginePage,
    record: FlowEngineRecord,
    body: FlowEngineUpdateBody,
    createBody: FlowEngineBody,
  },
  summaries: {
    list: 'Flow definitions, paged; keyword over name and code, category, type and state filters',
    create: 'Create a flow definition; its template is checked node by node',
    read: 'One flow definition with its draft template and launchers',
    update: 'Edit a definition read at `version`; running tasks keep the version they started on',
    remove: 'Delete a definition no task was launched on',
  },
});

const byId = FLOW_ENGINE_RESOURCE.endpoints.read.schemas;

export const FLOW_ENGINE_ENDPOINTS = {
  copy: endpointAt(FLOW_ENGINE_ENDPOINT_ROUTES.copy, 'Copy a definition as a new, unreleased one', {
    params: byId.params,
    query: TimestampQuery,
    data: CreatedId,
  }),
  exportData: endpointAt(
    FLOW_ENGINE_ENDPOINT_ROUTES.exportData,
    'The definition as a JSON file to import elsewhere',
    { params: byId.params, query: TimestampQuery, data: FlowEngineExport },
  ),
  importData: endpointAt(
    FLOW_ENGINE_ENDPOINT_ROUTES.importData,
    'Import an exported definition as a new, unreleased one',
    { query: TimestampQuery, body: FlowEngineExport, data: CreatedId },
  ),
  release: endpointAt(
    FLOW_ENGINE_ENDPOINT_ROUTES.release,
    'Check the template against its form and release it as a new version',
    { params: byId.params, query: TimestampQuery, data: FlowEngineStateAnswer },
  ),
  stop: endpointAt(FLOW_ENGINE_ENDPOINT_ROUTES.stop, 'Stop launching the flow', {
    params: byId.params,
    query: TimestampQuery,
    data: FlowEngineStateAnswer,
  }),
  listAll: endpointAt(
    FLOW_ENGINE_ENDPOINT_ROUTES.listAll,
    'Released flows the caller may launch, by category',
    { query: TimestampQuery, data: FlowEngineCategories },
  ),
  selector: endpointAt(FLOW_ENGINE_ENDPOINT_ROUTES.selector, 'Released flows by category', {
    query: FlowEngineSelectorQuery,
    data: FlowEngineCategories,
  }),
  formDataFields: endpointAt(
    FLOW_ENGINE_ENDPOINT_ROUTES.formDataFields,
    "The valued fields of the flow's form, sub-table columns as table.column",
    { params: byId.params, query: TimestampQuery, data: FormDataFieldList },
  ),
  fieldDataSelect: endpointAt(
    FLOW_ENGINE_ENDPOINT_ROUTES.fieldDataSelect,
    "The values of the flow's tasks the caller may read, for fields of its form",
    { params: byId.params, query: FieldDataSelectQuery, data: FieldDataSelectPage },
  ),
  launchForm: endpointAt(
    FLOW_ENGINE_ENDPOINT_ROUTES.launchForm,
    'The form and choices for launching a released flow the caller may launch',
    { params: byId.params, query: TimestampQuery, data: FlowLaunchForm },
  ),
};
