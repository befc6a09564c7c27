import type { OrgNode } from './org-node';

/** A small organisation for widget tests: company → departments → position → users. */
const CHILDREN: Record<string, OrgNode[]> = {
  root: [{ id: 'c1', fullName: '机电公司', type: 'company' }],
  c1: [
    { id: 'd1', fullName: '研发部', type: 'department' },
    { id: 'd2', fullName: '财务部', type: 'department' },
  ],
  d1: [
    { id: 'p1', fullName: '工程师', type: 'position' },
    { id: 'u1', fullName: '张三', type: 'user', isLeaf: true },
  ],
  d2: [{ id: 'u2', fullName: '李四', type: 'user', isLeaf: true }],
  p1: [{ id: 'u3', fullName: '王五', type: 'user', isLeaf: true }],
};

export function orgLoader() {
  return jest.fn(async (parentId: string | null) => CHILDREN[parentId ?? 'root'] ?? []);
}

/** Finds by name across the whole organisation, answering a flat list as a keyword search does. */
export function orgSearch() {
  return jest.fn(async (keyword: string) =>
    Object.values(CHILDREN)
      .flat()
      .filter((node) => node.fullName.includes(keyword))
      .map((node) => ({ ...node, isLeaf: true })),
  );
}
