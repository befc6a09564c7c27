// The drawing and its libraries load with the designer, not with the pages that open it: a page
// imports `FlowDesigner` lazily (`lazy(() => import('…/flow-designer/FlowDesigner'))`).
export type { FlowDesignerProps, FlowProblem } from './FlowDesigner';
export type { DrawnNodeState } from './drawing/canvas-context';
export { newFlowTemplate, newTemplate } from './model';
export { PeopleField } from './properties/PeopleField';
