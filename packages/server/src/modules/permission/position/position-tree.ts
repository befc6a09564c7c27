import { MAX_ALL_ITEMS, type OrgTreeNode } from '@mepm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { positions } from '../../../db/schema';
import { loadOrgs } from '../../../kernel/org/org-rows';
import { orgNode } from '../../../kernel/org/org-tree';
import { buildTree } from '../../../kernel/tree/build-tree';

/**
 * The position picker: the organisation tree cut down to the branches that hold enabled
 * positions, each position a leaf under its organisation (only those are choosable).
 */
export async function positionTree(db: Db): Promise<OrgTreeNode[]> {
  const [orgs, rows] = await Promise.all([
    loadOrgs(db),
    db
      .select()
      .from(positions)
      .where(eq(positions.enabled, true))
      .orderBy(asc(positions.sortCode), asc(positions.enCode))
      .limit(MAX_ALL_ITEMS),
  ]);
  const byOrg = new Map<string, OrgTreeNode[]>();
  for (const row of rows) {
    if (row.organizeId === null) continue;
    const list = byOrg.get(row.organizeId) ?? [];
    list.push({
      id: row.id,
      parentId: row.organizeId,
      fullName: row.fullName,
      enCode: row.enCode,
      type: 'position',
      icon: 'icon-ym icon-ym-tree-position1',
      isLeaf: true,
      hasChildren: false,
      children: [],
    });
    byOrg.set(row.organizeId, list);
  }
  return buildTree(orgs, {
    id: (org) => org.id,
    parentId: (org) => org.parentId,
    node: (org, children: OrgTreeNode[]) => {
      const kids = [...children, ...(byOrg.get(org.id) ?? [])];
      return kids.length === 0 ? undefined : { ...orgNode(org, false), children: kids };
    },
  });
}
