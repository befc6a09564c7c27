/**
 * Paths of workflow (工作流程, docs/reference/workflow.md): flow definitions under the platform
 * family's `/api/workflow/Engine/FlowEngine`. Imports nothing, like paths.ts.
 */
export const WORKFLOW_FLOW_ENGINE = {
  list: '/api/workflow/Engine/FlowEngine',
  create: '/api/workflow/Engine/FlowEngine',
  item: '/api/workflow/Engine/FlowEngine/:id',
  copy: '/api/workflow/Engine/FlowEngine/:id/Actions/Copy',
  /** The definition as a JSON file another installation can import. */
  exportData: '/api/workflow/Engine/FlowEngine/:id/Actions/ExportData',
  importData: '/api/workflow/Engine/FlowEngine/Actions/ImportData',
  /** Checks the template against its form and makes a new version that new tasks start on. */
  release: '/api/workflow/Engine/FlowEngine/Release/:id',
  /** No new tasks; running ones finish. */
  stop: '/api/workflow/Engine/FlowEngine/Stop/:id',
  /** Released flows the caller may launch, by category (the 发起流程 page). */
  listAll: '/api/workflow/Engine/FlowEngine/ListAll',
  /** Released flows of one type, by category, for choosers. */
  selector: '/api/workflow/Engine/FlowEngine/Selector',
  /** The valued fields of the flow's form, for conditions and field rules. */
  formDataFields: '/api/workflow/Engine/FlowEngine/:id/FormDataFields',
  /** The values of the flow's tasks for fields of its form, as a relation picker lists them. */
  fieldDataSelect: '/api/workflow/Engine/FlowEngine/:id/FieldDataSelect',
  /**
   * What launching the flow needs: its released version's form, the start node's field rules
   * and the approver nodes whose approvers the submitter picks (发起流程).
   */
  launchForm: '/api/workflow/Engine/FlowEngine/:id/LaunchForm',
} as const;

/** The 流程设计 page's code (its menu entry sits in the 工作流程 folder, `workFlow`). */
export const FLOW_ENGINE_PAGE = 'workFlow.flowEngine';

/**
 * The page's own buttons beside add/edit/remove: design the template, release and stop (one
 * power: what staff may launch), copy, and export/import the definition as a file.
 */
export const FLOW_ENGINE_BUTTON = {
  design: 'btn_design',
  release: 'btn_release',
  copy: 'btn_copy',
  exportData: 'btn_export',
  importData: 'btn_import',
} as const;

/** 0 launched from 发起流程, 1 started by a generated page. */
export const FLOW_TYPES = [0, 1] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** 0 never released, 1 released, 2 stopped. */
export const FLOW_STATES = [0, 1, 2] as const;
export type FlowState = (typeof FLOW_STATES)[number];

/** 1 a released function design of type 3 (flow form), 2 a system form by code. */
export const FLOW_FORM_TYPES = [1, 2] as const;
export type FlowFormType = (typeof FLOW_FORM_TYPES)[number];

/** Who may launch a flow: `everyone` (0) or the chosen launchers (1). */
export const FLOW_VISIBLE_TYPES = [0, 1] as const;
export type FlowVisibleType = (typeof FLOW_VISIBLE_TYPES)[number];

export const FLOW_LAUNCHER_TYPES = ['user', 'organize', 'position', 'role'] as const;
export type FlowLauncherType = (typeof FLOW_LAUNCHER_TYPES)[number];

/** The dictionary whose items categorise flows (流程分类). */
export const FLOW_CATEGORY_DICTIONARY = 'WorkFlowCategory';
