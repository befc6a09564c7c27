/**
 * Workflow rules shared by the server's engine and the shell's flow designer
 * (docs/reference/workflow.md). Nothing here reads a database or a clock of its own.
 */
export * from './template/nodes';
export * from './walk/condition-rules';
export * from './walk/walk-from';
export * from './walk/next-approvers';
export * from './decide/node-decision';
export * from './decide/votes';
export * from './decide/field-access';
export { checkFlowTemplate, type FlowTemplateCheck } from './check/check-template';
export type { FlowFormFacts, FlowProblem } from './check/problem';
export { FLOW_CHECK_MESSAGES, flowProblemText, type FlowCheckCode } from './check/messages';
