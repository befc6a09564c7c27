/** An identifier as SQL text: quoted, so that reserved words and any catalog name stay names. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A string literal as SQL text (standard-conforming strings: only the quote doubles). */
export function quoteLiteral(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
