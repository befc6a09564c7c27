import type { UpdateBaseInfoBody } from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest } from '../../plugins/envelope/api-error';

// PostgreSQL text cannot hold NUL, and control characters have no place in a name.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f]/;
// A signature may span lines; other control characters are refused.
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const SIGNATURE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type UserChanges = Partial<
  Pick<typeof users.$inferInsert, 'realName' | 'gender' | 'mobile' | 'email' | 'signature'>
>;

/** Checks the edit field by field (docs/reference/field-rules.md), then applies it. */
export async function updateBaseInfo(
  db: Db,
  userId: string,
  body: UpdateBaseInfoBody,
): Promise<void> {
  const changes = checkedChanges(body);
  if (changes.mobile) await assertMobileFree(db, userId, changes.mobile);
  // A race past the check still ends as the same 400 through users_main_mobile_unique.
  await db.update(users).set(changes).where(eq(users.id, userId));
}

function checkedChanges(body: UpdateBaseInfoBody): UserChanges {
  const realName = body.realName.trim();
  if (realName === '') throw badRequest('required', { field: 'realName' });
  if (CONTROL.test(realName)) throw badRequest('badFormat', { field: 'realName' });
  const changes: UserChanges = { realName };
  if (body.gender !== undefined) changes.gender = body.gender;
  if (body.mobile !== undefined) {
    const mobile = body.mobile.trim();
    if (mobile !== '' && !validators.mobile(mobile)) throw badRequest('badMobile');
    changes.mobile = mobile === '' ? null : mobile;
  }
  if (body.email !== undefined) {
    const email = body.email.trim();
    if (email !== '' && !validators.email(email)) throw badRequest('badFormat', { field: 'email' });
    changes.email = email === '' ? null : email;
  }
  if (body.signature !== undefined) {
    const signature = body.signature.trim();
    if (SIGNATURE_CONTROL.test(signature)) throw badRequest('badFormat', { field: 'signature' });
    changes.signature = signature;
  }
  return changes;
}

/**
 * A main account's mobile signs in by verification code, so no two main accounts share one.
 * Sub-accounts carry their owner's number and are not bound by this.
 */
async function assertMobileFree(db: Db, userId: string, mobile: string): Promise<void> {
  const [self] = await db
    .select({ parentUserId: users.parentUserId })
    .from(users)
    .where(eq(users.id, userId));
  if (self === undefined || self.parentUserId !== null) return;
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), isNull(users.parentUserId), ne(users.id, userId)))
    .limit(1);
  if (taken.length > 0) throw badRequest('alreadyExists', { field: 'mobile' });
}
