/** An identifier as SQL text: quoted, so that reserved words and any catalog name stay names. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A table named with its schema, so that no schema earlier on the search path (pg_catalog) is meant. */
export function qualified(schema: string, table: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(table)}`;
}

/**
 * A string literal as SQL text. The escape-string form reads the same whatever the database's
 * `standard_conforming_strings` says: backslashes and quotes are both doubled.
 */
export function quoteLiteral(text: string): string {
  return `E'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}
