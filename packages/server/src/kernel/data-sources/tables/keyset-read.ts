/** How a dialect writes names and bind placeholders. */
export interface SqlSpelling {
  quote(name: string): string;
  /** The n-th placeholder, counting from 1. */
  placeholder(index: number): string;
}

/**
 * The statement reading the next `limit` rows in key order after the last key read (from the
 * start when there is none yet): the key's index serves it, however far the copy has gone. The
 * key's columns come last in each row, for the next batch to start after.
 */
export function keysetRead(
  spelling: SqlSpelling,
  read: {
    selected: readonly string[];
    from: string;
    key: readonly string[];
    after: readonly unknown[] | undefined;
    limit: number;
  },
): { sql: string; values: unknown[] } {
  const keyList = read.key.map(spelling.quote).join(', ');
  const where =
    read.after === undefined
      ? ''
      : `WHERE (${keyList}) > (${read.key.map((_, i) => spelling.placeholder(i + 1)).join(', ')})`;
  const columns = [...read.selected, ...read.key.map(spelling.quote)].join(', ');
  return {
    sql: `SELECT ${columns} FROM ${read.from} ${where} ORDER BY ${keyList} LIMIT ${read.limit}`,
    values: read.after === undefined ? [] : [...read.after],
  };
}
