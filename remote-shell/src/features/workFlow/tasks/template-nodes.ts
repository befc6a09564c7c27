import type { FlowNode, FlowTemplate } from '@mepm/contract';

/** A step of a flow a person acts on or is told at: what the task's node list shows. */
export interface TemplateStep {
  nodeId: string;
  type: 'start' | 'approver' | 'copy' | 'timer' | 'subFlow';
  title: string;
}

/**
 * The steps of a template in the order the designer draws them (branches one after the other,
 * then what follows their route); route and branch nodes only steer, so they are left out.
 */
export function templateSteps(template: FlowTemplate): TemplateStep[] {
  const steps: TemplateStep[] = [];
  const visit = (node: FlowNode | null) => {
    for (let current = node; current !== null; current = current.childNode) {
      if (current.type === 'condition' || current.type === 'parallel') {
        for (const branch of current.conditionNodes) visit(branch.childNode);
      } else if (current.type !== 'branch') {
        steps.push({ nodeId: current.nodeId, type: current.type, title: current.properties.title });
      }
    }
  };
  visit(template);
  return steps;
}
