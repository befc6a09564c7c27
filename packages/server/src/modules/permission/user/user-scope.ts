import { ADMIN_MENU } from '@mepm/contract';
import type { SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { users } from '../../../db/schema';
import { dataScopeFor } from '../../../plugins/permission';

/** The user fields a data scheme of the user menu may test. */
const USER_SCOPE_FIELDS = {
  id: users.id,
  account: users.account,
  organizeId: users.organizeId,
  managerId: users.managerId,
  createdBy: users.createdBy,
  enabled: users.enabled,
};

/**
 * The caller's row scope over users: the list, the read by id and every change by id use it,
 * so a user outside the scope can neither be seen nor touched (404).
 */
export function userScope(request: FastifyRequest): Promise<SQL | undefined> {
  return dataScopeFor(request, ADMIN_MENU.user, USER_SCOPE_FIELDS);
}
