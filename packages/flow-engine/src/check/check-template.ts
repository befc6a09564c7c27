import type { FlowTemplate } from '@mepm/contract';
import { assigneeProblems } from './assignee-rules';
import { fieldProblems } from './field-rules';
import { indexNodes } from './node-index';
import type { FlowFormFacts, FlowProblem } from './problem';
import { rawNodeProblems } from './raw-nodes';
import { structureProblems } from './structure-rules';

export type FlowTemplateCheck =
  { ok: true; template: FlowTemplate } | { ok: false; problems: FlowProblem[] };

/**
 * Checks a template before it is stored or released: every node's shape, properties and place
 * first, then, on a template that has the right shape, its routes, its references to the form's
 * fields and to other nodes, and its assignees. Never throws; every problem names its node.
 */
export function checkFlowTemplate(input: unknown, form: FlowFormFacts): FlowTemplateCheck {
  const raw = rawNodeProblems(input);
  if (raw.length > 0) return { ok: false, problems: raw };
  const template = input as FlowTemplate;
  const nodes = indexNodes(template);
  const problems = [
    ...structureProblems(nodes),
    ...fieldProblems(nodes, form),
    ...assigneeProblems(nodes),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, template };
}
