import type { BranchNode, FlowNode, FlowTemplate } from '@mepm/contract';
import { forEachNode, isRoute } from '@mepm/flow-engine';

/**
 * Rebuilds the tree below `node`, offering every node to `change` first: an answer other than
 * `undefined` takes the node's place (its own branches and chain included, `null` ends the
 * chain there); `undefined` keeps the node and goes on inside it. Untouched parts are shared, so
 * an edit copies only the path down to what it changed.
 */
export function rebuild(
  node: FlowNode | null,
  change: (node: FlowNode) => FlowNode | null | undefined,
): FlowNode | null {
  if (node === null) return null;
  const replaced = change(node);
  if (replaced !== undefined) return replaced;
  const childNode = rebuild(node.childNode, change);
  if (!isRoute(node)) return childNode === node.childNode ? node : { ...node, childNode };
  // A branch is never replaced by nothing: removing one is its route's change.
  const conditionNodes = node.conditionNodes.map(
    (branch) => (rebuild(branch, change) ?? branch) as BranchNode,
  );
  const same =
    childNode === node.childNode &&
    conditionNodes.every((branch, index) => branch === node.conditionNodes[index]);
  return same ? node : { ...node, childNode, conditionNodes };
}

/** `rebuild` from the start node, which no change removes. */
export function rebuildTemplate(
  template: FlowTemplate,
  change: (node: FlowNode) => FlowNode | null | undefined,
): FlowTemplate {
  return (rebuild(template, change) ?? template) as FlowTemplate;
}

export function countNodes(template: FlowTemplate): number {
  let count = 0;
  forEachNode(template, () => {
    count += 1;
  });
  return count;
}

export function nodeIds(template: FlowTemplate): Set<string> {
  const ids = new Set<string>();
  forEachNode(template, (node) => {
    ids.add(node.nodeId);
  });
  return ids;
}

/** A route's branches numbered in their order; a condition route's default branch goes last. */
export function ordered(branches: readonly BranchNode[], condition: boolean): BranchNode[] {
  const sorted = condition
    ? [
        ...branches.filter((branch) => !branch.properties.isDefault),
        ...branches.filter((branch) => branch.properties.isDefault),
      ]
    : [...branches];
  return sorted.map((branch, priority) =>
    branch.properties.priority === priority
      ? branch
      : { ...branch, properties: { ...branch.properties, priority } },
  );
}

/** The number after the last digits of the highest `name_<n>` id, so new ids start above them. */
export function firstFreeSerial(template: FlowTemplate): number {
  let highest = 0;
  forEachNode(template, (node) => {
    const digits = /_(\d{1,9})$/.exec(node.nodeId)?.[1];
    if (digits !== undefined) highest = Math.max(highest, Number(digits));
  });
  return highest + 1;
}
