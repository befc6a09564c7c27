import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/** A stored file as a form's upload value refers to it. */
export interface FileOwner {
  /** The stored name, by which the file is read. */
  name: string;
  /** Who uploaded it; null once that user is gone. */
  ownerId: string | null;
}

/**
 * The stored name and uploader of each file that exists among `ids`, in one query: the ids go as
 * one array parameter, so the statement stays the same however many a form carries.
 */
export async function fileOwners(
  db: Queryable,
  ids: readonly string[],
): Promise<Map<string, FileOwner>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<{ id: string; name: string; ownerId: string | null }>(sql`
    select id, name, owner_id as "ownerId" from files
    where id = any(${sql.param([...new Set(ids)])}::text[])`);
  return new Map(result.rows.map((row) => [row.id, { name: row.name, ownerId: row.ownerId }]));
}
