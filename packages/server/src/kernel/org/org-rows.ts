import { MAX_ORGANIZE_NODES, type OrganizeRecord } from '@mepm/contract';
import { asc } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { organizations } from '../../db/schema';

export type OrgRow = typeof organizations.$inferSelect;

/**
 * Every company and department, in display order. Organisation trees are small (bounded by
 * MAX_ORGANIZE_NODES), so trees are built in memory from one query instead of one per level.
 */
export function loadOrgs(db: Queryable): Promise<OrgRow[]> {
  return db
    .select()
    .from(organizations)
    .orderBy(asc(organizations.sortCode), asc(organizations.enCode))
    .limit(MAX_ORGANIZE_NODES);
}

export function toOrganizeRecord(row: OrgRow): OrganizeRecord {
  return {
    id: row.id,
    parentId: row.parentId ?? '',
    category: row.category,
    enCode: row.enCode,
    fullName: row.fullName,
    description: row.description,
    managerId: row.managerId ?? '',
    sortCode: row.sortCode,
    enabled: row.enabled,
    createdTime: row.createdAt.getTime(),
  };
}

/** Children of each parent id (null for the top), keeping the rows' order. */
export function childrenByParent(rows: readonly OrgRow[]): Map<string | null, OrgRow[]> {
  const children = new Map<string | null, OrgRow[]>();
  for (const row of rows) {
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  return children;
}

/** `id` and the ids of everything under it. */
export function subtreeIds(rows: readonly OrgRow[], id: string): Set<string> {
  const children = childrenByParent(rows);
  const ids = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    if (ids.has(current)) continue;
    ids.add(current);
    for (const child of children.get(current) ?? []) stack.push(child.id);
  }
  return ids;
}

/**
 * The departments that hang under `organizeId` through departments only: the department list of
 * a company stops at sub-companies, which list their own.
 */
export function departmentsUnder(rows: readonly OrgRow[], organizeId: string): OrgRow[] {
  const children = childrenByParent(rows);
  const found: OrgRow[] = [];
  const seen = new Set<string>();
  const stack = [organizeId];
  while (stack.length > 0) {
    const current = stack.pop() as string;
    for (const child of children.get(current) ?? []) {
      if (child.category !== 'department' || seen.has(child.id)) continue;
      seen.add(child.id);
      found.push(child);
      stack.push(child.id);
    }
  }
  const order = new Map(rows.map((row, index) => [row.id, index]));
  return found.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
