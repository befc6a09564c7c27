import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { positions, roles, userRelations } from '../../../db/schema';

export interface RelationNames {
  roleNames: string[];
  positionNames: string[];
}

/** The role and position names of each user of a page, in one query. */
export async function relationNamesByUser(
  db: Db,
  userIds: string[],
): Promise<Map<string, RelationNames>> {
  const names = new Map<string, RelationNames>(
    userIds.map((id) => [id, { roleNames: [], positionNames: [] }]),
  );
  if (userIds.length === 0) return names;
  const rows = await db
    .select({
      userId: userRelations.userId,
      objectType: userRelations.objectType,
      name: sql<string>`coalesce(${roles.fullName}, ${positions.fullName})`,
    })
    .from(userRelations)
    .leftJoin(
      roles,
      and(eq(userRelations.objectType, 'role'), eq(roles.id, userRelations.objectId)),
    )
    .leftJoin(
      positions,
      and(eq(userRelations.objectType, 'position'), eq(positions.id, userRelations.objectId)),
    )
    .where(inArray(userRelations.userId, userIds))
    .orderBy(asc(userRelations.createdAt), asc(userRelations.id));
  for (const row of rows) {
    if (row.name === null) continue;
    const entry = names.get(row.userId);
    if (row.objectType === 'role') entry?.roleNames.push(row.name);
    else entry?.positionNames.push(row.name);
  }
  return names;
}
