import { ADMIN_MENU, type UserListQuery, type UserPage } from '@mepm/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
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
    // The page's ids are limited first and its rows and names read for them only: in the select
    // list of the limited select the names would be computed for the offset's rows as well.
    rows: (window) => {
      const page = db
        .select({ id: users.id })
        .from(users)
        .where(where)
        .orderBy(asc(users.account))
        .limit(window.pageSize)
        .offset(window.offset)
        .as('page');
      return db
        .select({ ...userListColumns, ...relationNameColumns(sql`${users.id}`) })
        .from(page)
        .innerJoin(users, eq(users.id, page.id))
        .leftJoin(organizations, organizeOfUser)
        .orderBy(asc(users.account));
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
