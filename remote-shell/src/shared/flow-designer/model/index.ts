export {
  flowDesignerReducer,
  initialFlowDesignerState,
  type AnyProperties,
  type FlowDesignerAction,
  type FlowDesignerState,
} from './flow-designer-state';
export {
  DEFAULT_APPROVER,
  DEFAULT_COUNTERSIGN,
  INSERTABLE_TYPES,
  NOBODY,
  newFlowTemplate,
  newTemplate,
  type InsertableType,
  type NewNodeTitles,
} from './new-node';
