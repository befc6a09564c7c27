/** The parent links `withAncestors` follows. */
export interface ParentLinks<Row> {
  id(row: Row): string;
  parentId(row: Row): string | null;
}

/**
 * The rows that match, with every ancestor that leads to them, in the rows' order: a filtered
 * tree shows a match where it lives. A cycle in the parent links ends the climb.
 */
export function withAncestors<Row>(
  rows: readonly Row[],
  links: ParentLinks<Row>,
  matches: (row: Row) => boolean,
): Row[] {
  const byId = new Map(rows.map((row) => [links.id(row), row]));
  const keep = new Set<string>();
  for (const row of rows) {
    if (!matches(row)) continue;
    for (let cur: Row | undefined = row; cur !== undefined && !keep.has(links.id(cur));) {
      keep.add(links.id(cur));
      const parentId = links.parentId(cur);
      cur = parentId === null ? undefined : byId.get(parentId);
    }
  }
  return rows.filter((row) => keep.has(links.id(row)));
}
