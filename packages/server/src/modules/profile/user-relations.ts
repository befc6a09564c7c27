import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { positions, roles, userRelations } from '../../db/schema';

/** The names of the positions each of the users holds, by user id. */
export async function positionNamesByUser(
  db: Db,
  userIds: string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return names;
  const rows = await db
    .select({ userId: userRelations.userId, name: positions.fullName })
    .from(userRelations)
    .innerJoin(positions, eq(positions.id, userRelations.objectId))
    .where(and(eq(userRelations.objectType, 'position'), inArray(userRelations.userId, userIds)))
    .orderBy(asc(positions.sortCode), asc(positions.fullName));
  for (const row of rows) names.get(row.userId)?.push(row.name);
  return names;
}

export async function roleNamesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: roles.fullName })
    .from(userRelations)
    .innerJoin(roles, eq(roles.id, userRelations.objectId))
    .where(and(eq(userRelations.objectType, 'role'), eq(userRelations.userId, userId)))
    .orderBy(asc(roles.sortCode), asc(roles.fullName));
  return rows.map((row) => row.name);
}
