import { ADMIN_MENU, type UserListQuery, type UserPage } from '@mepm/contract';
import { and, asc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { organizations, users } from '../../../db/schema';
import { columnsFor, trimColumns } from '../../../plugins/permission';
import { pagedSelect } from '../../../kernel/data/paged-select';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { orgSubtreeSql } from '../../../kernel/org/org-subtree';
import { optionalId } from '../../../kernel/data/text-fields';
import { relationNameColumns } from './relation-names';
import { ALWAYS_SHOWN, userFieldsFor } from './user-columns';
import { organizeOfUser, toUserListItem, userListColumns } from './user-rows';
import type { CrudContext } from '../../../kernel/http/crud-routes';

/**
 * One page of users by account with their role and position names, within the caller's data
 * scope (`ctx.scope`), trimmed to the granted columns. The (organize_id, account) index serves
 * the organisation filter and the order; the total is capped and kept (pagedSelect).
 */
export async function listUsers(db: Db, ctx: CrudContext, query: UserListQuery): Promise<UserPage> {
  const conditions: (SQL | undefined)[] = [ctx.scope];
  const keyword = keywordOf(query);
  if (keyword !== undefined) {
    conditions.push(keywordMatch(keyword, [users.account, users.realName, users.mobile]));
  }
  const organizeId = optionalId(query.organizeId);
  if (organizeId !== null) {
    conditions.push(sql`${users.organizeId} in (${orgSubtreeSql(organizeId)})`);
  }
  const where = and(...conditions);
  const { rows, pagination } = await pagedSelect(db, query, {
    table: users,
    where,
    readsAlso: [organizations],
    versions: ctx.caller.dataVersions,
    // The page is limited first and its names looked up over its rows only: in the select list
    // of the limited select they would be computed for the offset's rows as well. (Limiting only
    // the ids and joining users back by id maps faster, but PostgreSQL then hashes the whole
    // table for a page of 1000: 48 ms instead of 3.)
    rows: (window) => {
      const page = db
        .select(userListColumns)
        .from(users)
        .leftJoin(organizations, organizeOfUser)
        .where(where)
        .orderBy(asc(users.account))
        .limit(window.pageSize)
        .offset(window.offset)
        .as('page');
      return db
        .select({
          id: page.id,
          account: page.account,
          realName: page.realName,
          gender: page.gender,
          mobile: page.mobile,
          email: page.email,
          organizeId: page.organizeId,
          organizeName: page.organizeName,
          managerId: page.managerId,
          headIcon: page.headIcon,
          isAdministrator: page.isAdministrator,
          enabled: page.enabled,
          createdAt: page.createdAt,
          ...relationNameColumns(sql`${sql.identifier('page')}.${sql.identifier('id')}`),
        })
        .from(page)
        .orderBy(asc(page.account));
    },
  });
  const allowed = userFieldsFor(await columnsFor(ctx.caller, ADMIN_MENU.user));
  const list = rows.map((row) => ({
    ...toUserListItem(row),
    roleNames: row.roleNames,
    positionNames: row.positionNames,
  }));
  return { list: trimColumns(list, allowed, ALWAYS_SHOWN), pagination };
}
