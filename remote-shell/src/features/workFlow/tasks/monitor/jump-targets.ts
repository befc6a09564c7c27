import type { FlowNode, FlowTemplate } from '@mepm/contract';

/** An approver node a task may jump to. */
export interface JumpTarget {
  nodeId: string;
  title: string;
}

/**
 * The approver nodes of a template outside parallel branches, in the order the designer draws
 * them: where the server lets a monitor move a task (inside a parallel branch the task would
 * stand in one branch of a route it never forked).
 */
export function jumpTargets(template: FlowTemplate): JumpTarget[] {
  const targets: JumpTarget[] = [];
  const visit = (node: FlowNode | null) => {
    for (let current = node; current !== null; current = current.childNode) {
      if (current.type === 'condition') {
        for (const branch of current.conditionNodes) visit(branch.childNode);
      } else if (current.type === 'approver') {
        targets.push({ nodeId: current.nodeId, title: current.properties.title });
      }
    }
  };
  visit(template);
  return targets;
}
