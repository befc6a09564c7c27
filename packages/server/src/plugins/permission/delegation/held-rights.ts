import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { grants } from '../../../db/schema';
import { effectiveGrantsQuery } from '../effective-grants';

type GrantObjectType = 'role' | 'position' | 'user';

/** 'menu' and 'module' both name a menu entry: compare grants under one name. */
const kindOf = (alias: string) =>
  sql.raw(`case ${alias}.item_type when 'module' then 'menu' else ${alias}.item_type end`);

/** The grants given directly to some roles, positions or users, as `(item_type, item_id)` rows. */
export function grantsOf(objectType: GrantObjectType, objectIds: readonly string[]): SQL {
  const of = and(eq(grants.objectType, objectType), inArray(grants.objectId, [...objectIds]));
  return sql`select ${grants.itemType} as item_type, ${grants.itemId} as item_id
    from ${grants} where ${of}`;
}

/** Everything a user may do: its own grants and those of its enabled roles and positions. */
export function rightsOfUser(userId: string): SQL {
  return effectiveGrantsQuery(userId);
}

/**
 * Whether `items` (rows of `item_type, item_id`) hold a right that `userId` does not hold. One
 * statement, so it sees the grants as they are inside the caller's transaction.
 */
export async function exceedsRightsOf(db: Queryable, items: SQL, userId: string): Promise<boolean> {
  const result = await db.execute<{ beyond: boolean }>(sql`
    select exists (
      select 1 from (${items}) x
      where not exists (
        select 1 from (${effectiveGrantsQuery(userId)}) c
        where c.item_id = x.item_id and ${kindOf('c')} = ${kindOf('x')}
      )
    ) as beyond`);
  return result.rows[0]?.beyond === true;
}

/** The rights `userId` holds, as `kind:id` keys ('module' read as 'menu'). */
export async function heldRightKeys(db: Queryable, userId: string): Promise<Set<string>> {
  const result = await db.execute<{ key: string }>(
    sql`select ${kindOf('c')} || ':' || c.item_id as key from (${effectiveGrantsQuery(userId)}) c`,
  );
  return new Set(result.rows.map((row) => row.key));
}

/** The key `heldRightKeys` uses for one grant. */
export function rightKey(itemType: string, itemId: string): string {
  return `${itemType === 'module' ? 'menu' : itemType}:${itemId}`;
}
