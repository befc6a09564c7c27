import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRelations } from '../../db/schema';

/**
 * Whether the user holds the role that marks a subcontractor (SPEC §6, SUBCONTRACTOR_ROLE_ID):
 * such users get no chat. Always false when no role is configured.
 */
export async function isSubcontractor(
  db: Db,
  userId: string,
  roleId: string | undefined,
): Promise<boolean> {
  if (roleId === undefined) return false;
  const [held] = await db
    .select({ id: userRelations.id })
    .from(userRelations)
    .where(
      and(
        eq(userRelations.userId, userId),
        eq(userRelations.objectType, 'role'),
        eq(userRelations.objectId, roleId),
      ),
    )
    .limit(1);
  return held !== undefined;
}
