import type { SubordinateUser } from '@mepm/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, users } from '../../db/schema';
import { headIconUrl } from '../../kernel/files/file-url';
import { positionNamesByUser } from './user-relations';

/** Enough for any real team; the list is not paged, so it is bounded here. */
export const MAX_SUBORDINATES = 1000;

/** The users whose manager is `managerId`, by account. */
export async function listSubordinates(db: Db, managerId: string): Promise<SubordinateUser[]> {
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      headIcon: users.headIcon,
      departmentName: organizations.fullName,
    })
    .from(users)
    .leftJoin(
      organizations,
      and(eq(organizations.id, users.organizeId), eq(organizations.category, 'department')),
    )
    .where(eq(users.managerId, managerId))
    .orderBy(asc(users.account))
    .limit(MAX_SUBORDINATES);
  const positions = await positionNamesByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    account: row.account,
    realName: row.realName,
    headIcon: headIconUrl(row.headIcon),
    departmentName: row.departmentName ?? '',
    positionNames: positions.get(row.id) ?? [],
  }));
}
