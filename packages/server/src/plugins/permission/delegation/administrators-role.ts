import { ADMINISTRATORS_ROLE_CODE } from '@mepm/contract';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { roles } from '../../../db/schema';

/** The id of the administrators' role, or undefined when an administrator has deleted it. */
export async function administratorsRoleId(db: Queryable): Promise<string | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.enCode, ADMINISTRATORS_ROLE_CODE));
  return row?.id;
}
