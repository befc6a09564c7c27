import type { OrgTreeNode } from '@mepm/contract';
import type { OrgNode } from '../../../shared/tree';

/**
 * Picker nodes from the server's tree. In a whole tree an empty `children` means "none"; in a
 * lazy level it means "not loaded yet", and only `isLeaf` says whether there is anything to load.
 */
export function toOrgNodes(nodes: readonly OrgTreeNode[], whole: boolean): OrgNode[] {
  return nodes.map((node) => ({
    id: node.id,
    fullName: node.fullName,
    type: node.type,
    isLeaf: whole ? node.children.length === 0 : node.isLeaf,
    children: node.children.length > 0 ? toOrgNodes(node.children, whole) : whole ? [] : undefined,
  }));
}
