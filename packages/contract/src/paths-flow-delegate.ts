/**
 * Paths of entrusts (流程委托, docs/reference/workflow.md): a user lets another act on their
 * to-dos for a while. Imports nothing, like paths.ts.
 */
export const WORKFLOW_FLOW_DELEGATE = {
  list: '/api/workflow/Engine/FlowDelegate',
  create: '/api/workflow/Engine/FlowDelegate',
  item: '/api/workflow/Engine/FlowDelegate/:id',
} as const;

/** Which side of an entrust a list shows: the ones the caller gave, or the ones given to them. */
export const FLOW_DELEGATE_SIDES = ['given', 'received'] as const;
export type FlowDelegateSide = (typeof FLOW_DELEGATE_SIDES)[number];

/** The flows one entrust may name at most (none: every flow). */
export const FLOW_DELEGATE_MAX_FLOWS = 100;
