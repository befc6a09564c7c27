import { useMemo } from 'react';
import type { OrganizeTreeRow } from '@mepm/contract';
import { useClientPage } from '../../../shared/crud';
import type { ListPage, ListQueryStatus } from '../../../shared/crud';

/** A row of a tree shown as a table: its depth indents the name. */
export type FlatOrganizeRow = OrganizeTreeRow & { depth: number };

/** The company or department tree in display order, parents before their children. */
export function flattenTree(rows: readonly OrganizeTreeRow[], depth = 0): FlatOrganizeRow[] {
  return rows.flatMap((row) => [{ ...row, depth }, ...flattenTree(row.children, depth + 1)]);
}

/** A company or department tree answer as pages of its rows in display order. */
export function useFlatTreePage(
  query: ListQueryStatus & { data?: { list: OrganizeTreeRow[] } },
): ListPage<FlatOrganizeRow> {
  const rows = useMemo(() => flattenTree(query.data?.list ?? []), [query.data]);
  return useClientPage(rows, query);
}
