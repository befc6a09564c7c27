import type { OrgTreeNode } from '@mepm/contract';
import type { OrgNode } from '../../../shared/tree';

/**
 * The server's picker nodes as the tree widgets take them. A lazy level answers `children: []`
 * for nodes it did not expand; the widgets read an empty array as "no children", so lazy nodes
 * drop it and let `isLeaf` decide whether they can be expanded.
 */
export function toOrgNodes(list: readonly OrgTreeNode[], lazy: boolean): OrgNode[] {
  return list.map((node) => {
    const base: OrgNode = {
      id: node.id,
      fullName: node.fullName,
      type: node.type,
      icon: node.icon,
      isLeaf: node.isLeaf,
    };
    if (node.children.length > 0) return { ...base, children: toOrgNodes(node.children, lazy) };
    return lazy ? base : { ...base, children: [] };
  });
}
