import type { OrgTreeNode } from '@mepm/contract';
import type { OrgNode } from './org-node';

/**
 * How the server answered: a `whole` tree (selectors) carries every node's children, so an empty
 * `children` means "none"; a `lazy` level (Organize/Tree, Users/Selector) leaves unexpanded nodes'
 * children empty, so only `isLeaf` says whether expanding one can load anything.
 */
export type OrgTreeShape = 'whole' | 'lazy';

/**
 * The server's picker nodes as the tree widgets take them. The widgets read an empty `children`
 * as "no children", so lazy nodes drop it and let `isLeaf` decide whether they expand; in a whole
 * tree a node without children is a leaf whatever the server's flag says.
 */
export function toOrgNodes(list: readonly OrgTreeNode[], shape: OrgTreeShape): OrgNode[] {
  return list.map((node) => {
    const whole = shape === 'whole';
    const base: OrgNode = {
      id: node.id,
      fullName: node.fullName,
      type: node.type,
      icon: node.icon,
      isLeaf: whole ? node.children.length === 0 : node.isLeaf,
    };
    if (node.children.length > 0) return { ...base, children: toOrgNodes(node.children, shape) };
    return whole ? { ...base, children: [] } : base;
  });
}
