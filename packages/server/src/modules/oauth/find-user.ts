import { and, eq, isNull } from 'drizzle-orm';
import { validators } from '@mepm/form-engine';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** The mobile rule (docs/reference/field-rules.md), shared with the shell's forms. */
export const isMobile = validators.mobile;

export type UserRow = typeof users.$inferSelect;

/** The main (non-sub) account that owns a mobile number. */
export async function findMainUserByMobile(db: Db, mobile: string): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.parentUserId)))
    .limit(1);
  return rows[0];
}

/**
 * The user an account name signs in: `<mobile>@<name>` is the sub-account `<name>` of the main
 * user whose mobile is `<mobile>`; anything else is an account name.
 */
export async function findUserByLoginName(db: Db, login: string): Promise<UserRow | undefined> {
  const at = login.indexOf('@');
  const mobile = login.slice(0, at);
  if (at > 0 && isMobile(mobile)) {
    const owner = await findMainUserByMobile(db, mobile);
    if (owner === undefined) return undefined;
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.account, login.slice(at + 1)), eq(users.parentUserId, owner.id)))
      .limit(1);
    return rows[0];
  }
  const rows = await db.select().from(users).where(eq(users.account, login)).limit(1);
  return rows[0];
}
