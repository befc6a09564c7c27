import type { OrganizeTreeRow } from '@mepm/contract';

/** A row of a tree shown as a table: its depth indents the name. */
export type FlatOrganizeRow = OrganizeTreeRow & { depth: number };

/** The company or department tree in display order, parents before their children. */
export function flattenTree(rows: readonly OrganizeTreeRow[], depth = 0): FlatOrganizeRow[] {
  return rows.flatMap((row) => [{ ...row, depth }, ...flattenTree(row.children, depth + 1)]);
}
