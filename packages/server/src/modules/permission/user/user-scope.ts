import { ADMIN_MENU } from '@mepm/contract';
import type { SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import type { ScopeBinding } from '../../../kernel/http/row-scope';
import { dataScopeFor } from '../../../plugins/permission';

/**
 * Where the users page's scope fields live (the contract's USER_RESOURCE.scopeFields): the list,
 * the read by id and every change by id apply the caller's scope over them, so a user outside
 * the scope can neither be seen nor touched (404), nor be created or moved outside it (403).
 */
export const USER_SCOPE: ScopeBinding<
  'id' | 'account' | 'organizeId' | 'managerId' | 'createdBy' | 'enabled'
> = {
  table: users,
  id: users.id,
  fields: {
    id: users.id,
    account: users.account,
    organizeId: users.organizeId,
    managerId: users.managerId,
    createdBy: users.createdBy,
    enabled: users.enabled,
  },
};

/** The caller's row scope over users, for the page's actions beside the standard routes. */
export function userScopeOf(caller: Caller): Promise<SQL | undefined> {
  return dataScopeFor(caller, ADMIN_MENU.user, USER_SCOPE.fields);
}
