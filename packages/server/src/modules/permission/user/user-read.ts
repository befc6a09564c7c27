import type { UserRecord } from '@mepm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { organizations, userRelations, users, type UserRelationType } from '../../../db/schema';
import { found } from '../../../kernel/data/not-found';
import { organizeOfUser, toUserListItem, userListColumns } from './user-rows';

/** One user for the edit form (the routes have found it inside the caller's scope). */
export async function readUser(db: Db, id: string): Promise<UserRecord> {
  const row = found(
    await db
      .select(userListColumns)
      .from(users)
      .leftJoin(organizations, organizeOfUser)
      .where(eq(users.id, id)),
  );
  const relations = await db
    .select({ objectType: userRelations.objectType, objectId: userRelations.objectId })
    .from(userRelations)
    .where(eq(userRelations.userId, id))
    .orderBy(asc(userRelations.createdAt), asc(userRelations.id));
  const idsOf = (type: UserRelationType) =>
    relations.filter((r) => r.objectType === type).map((r) => r.objectId);
  return { ...toUserListItem(row), roleIds: idsOf('role'), positionIds: idsOf('position') };
}
