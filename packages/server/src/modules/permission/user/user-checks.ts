import type { UserUpdateBody } from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { count, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { organizations, positions, roles, users } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import { blankToNull, optionalId, requiredText } from '../../../kernel/data/text-fields';

export type UserValues = Pick<
  typeof users.$inferInsert,
  'account' | 'realName' | 'gender' | 'mobile' | 'email' | 'organizeId' | 'managerId' | 'enabled'
>;

export interface CheckedUser {
  values: UserValues;
  roleIds: string[];
  positionIds: string[];
}

/**
 * The body checked field by field with the field rules (the same validators the shell's form
 * uses), and every referenced organisation, manager, role and position checked to exist, so that
 * a bad reference is a 400 naming the field rather than a foreign-key failure.
 */
export async function checkedUser(
  db: Db,
  body: UserUpdateBody,
  userId: string | undefined,
): Promise<CheckedUser> {
  const account = requiredText(body.account, 'account');
  if (!validators.account(account)) throw badRequest('ruleAccount', { field: 'account' });
  const realName = requiredText(body.realName, 'realName');
  if (!validators.name(realName)) throw badRequest('ruleName', { field: 'realName' });
  const mobile = blankToNull(body.mobile);
  if (mobile !== null && !validators.mobile(mobile)) {
    throw badRequest('ruleMobile', { field: 'mobile' });
  }
  const email = blankToNull(body.email);
  if (email !== null && !validators.email(email)) throw badRequest('ruleEmail', { field: 'email' });
  const managerId = optionalId(body.managerId);
  if (managerId !== null && managerId === userId) throw badRequest('managerIsSelf');
  const organizeId = requiredText(body.organizeId, 'organizeId');
  const roleIds = [...new Set(body.roleIds ?? [])];
  const positionIds = [...new Set(body.positionIds ?? [])];

  await assertAllExist(db, organizations, organizations.id, [organizeId], 'organizeId');
  if (managerId !== null) await assertAllExist(db, users, users.id, [managerId], 'managerId');
  await assertAllExist(db, roles, roles.id, roleIds, 'roleIds');
  await assertAllExist(db, positions, positions.id, positionIds, 'positionIds');
  return {
    values: {
      account,
      realName,
      gender: body.gender ?? 'unknown',
      mobile,
      email,
      organizeId,
      managerId,
      enabled: body.enabled ?? true,
    },
    roleIds,
    positionIds,
  };
}

async function assertAllExist(
  db: Db,
  table: PgTable,
  idColumn: PgColumn,
  ids: string[],
  field: string,
): Promise<void> {
  if (ids.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(ids.length === 1 ? eq(idColumn, ids[0] as string) : inArray(idColumn, ids));
  if ((row?.n ?? 0) !== ids.length) throw badRequest('notExists', { field });
}
