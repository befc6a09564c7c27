/** A list's tags: `{type, id: 'LIST'}` for creations, plus one per row for edits and deletions. */
export function listTags<T extends string>(type: T, rows: readonly { id: string }[] = []) {
  return [{ type, id: 'LIST' as const }, ...rows.map((row) => ({ type, id: row.id }))];
}

/** What an edit or a deletion of one record makes stale: the record and every list showing it. */
export function itemTags<T extends string>(type: T, id: string) {
  return [
    { type, id },
    { type, id: 'LIST' as const },
  ];
}
