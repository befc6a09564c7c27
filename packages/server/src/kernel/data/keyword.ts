import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** The trimmed keyword, or undefined when there is nothing to search for. */
export function keywordOf(query: { keyword?: string | undefined }): string | undefined {
  const keyword = query.keyword?.trim() ?? '';
  return keyword === '' ? undefined : keyword;
}

/** `%`, `_` and `\` match literally in a keyword. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Any of the columns contains the keyword, case-insensitively. */
export function keywordMatch(keyword: string, columns: PgColumn[]): SQL | undefined {
  const pattern = likePattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}
