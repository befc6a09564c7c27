import type { OrgTreeNode } from '@mepm/contract';
import { toOrgNodes } from './org-tree-nodes';

function node(id: string, over: Partial<OrgTreeNode> = {}): OrgTreeNode {
  return {
    id,
    parentId: '',
    fullName: `Node ${id}`,
    enCode: id,
    type: 'company',
    icon: 'icon-company',
    isLeaf: false,
    hasChildren: false,
    children: [],
    ...over,
  };
}

describe('toOrgNodes', () => {
  it('keeps a whole tree nested, and a node without children there is a leaf', () => {
    const tree = [node('c', { children: [node('d', { type: 'department', isLeaf: false })] })];
    expect(toOrgNodes(tree, 'whole')).toEqual([
      {
        id: 'c',
        fullName: 'Node c',
        type: 'company',
        icon: 'icon-company',
        isLeaf: false,
        children: [
          {
            id: 'd',
            fullName: 'Node d',
            type: 'department',
            icon: 'icon-company',
            isLeaf: true,
            children: [],
          },
        ],
      },
    ]);
  });

  it("leaves a lazy level's unexpanded nodes without children, expandable as the server says", () => {
    const level = [node('c', { isLeaf: false }), node('u', { type: 'user', isLeaf: true })];
    const [company, user] = toOrgNodes(level, 'lazy');
    expect(company).not.toHaveProperty('children');
    expect(company?.isLeaf).toBe(false);
    expect(user?.isLeaf).toBe(true);
  });

  it('keeps the children a lazy answer did carry (keyword results under their parents)', () => {
    const level = [node('c', { children: [node('u', { type: 'user', isLeaf: true })] })];
    expect(toOrgNodes(level, 'lazy')[0]?.children?.map((child) => child.id)).toEqual(['u']);
  });
});
