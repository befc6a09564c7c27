import {
  MAX_ALL_ITEMS,
  type ChatContact,
  type ImUserPage,
  type ImUserQuery,
  type OrgTreeNode,
  type UserBrief,
} from '@mepm/contract';
import { and, asc, eq, exists, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { organizations, users } from '../../../db/schema';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { Caller } from '../../../kernel/caller';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { headIconUrl } from '../../../kernel/files/file-url';
import { orgNode } from '../../../kernel/org/org-tree';
import { organizeOfUser, toUserBrief, userBriefColumns } from './user-rows';

const enabledUser = eq(users.enabled, true);

/** Enabled users by account, at most MAX_ALL_ITEMS, optionally narrowed by a keyword. */
export async function allUsers(db: Db, keyword: string | undefined): Promise<UserBrief[]> {
  const match = keyword === undefined ? undefined : keywordMatch(keyword, userKeywordColumns);
  const rows = await db
    .select(userBriefColumns)
    .from(users)
    .leftJoin(organizations, organizeOfUser)
    .where(and(enabledUser, match))
    .orderBy(asc(users.account))
    .limit(MAX_ALL_ITEMS);
  return rows.map(toUserBrief);
}

/** Users by id in the order asked; unknown ids are left out. */
export async function usersByIds(db: Db, ids: string[]): Promise<UserBrief[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select(userBriefColumns)
    .from(users)
    .leftJoin(organizations, organizeOfUser)
    .where(inArray(users.id, unique));
  const byId = new Map(rows.map((row) => [row.id, toUserBrief(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/**
 * One level of the user picker tree: the child organisations of `parentId` (the top ones when
 * null) followed by its enabled users; with a keyword, the matching enabled users instead.
 */
export async function userTreeLevel(
  db: Db,
  parentId: string | null,
  keyword: string | undefined,
): Promise<OrgTreeNode[]> {
  if (keyword !== undefined) {
    return userNodes(db, keywordMatch(keyword, userKeywordColumns));
  }
  const orgs = await db
    .select()
    .from(organizations)
    .where(
      parentId === null ? isNull(organizations.parentId) : eq(organizations.parentId, parentId),
    )
    .orderBy(asc(organizations.sortCode), asc(organizations.enCode))
    .limit(MAX_ALL_ITEMS);
  const nonEmpty = await nonEmptyOrgs(
    db,
    orgs.map((org) => org.id),
  );
  const orgNodes = orgs.map((org) => orgNode(org, !nonEmpty.has(org.id)));
  if (parentId === null) return orgNodes;
  return [...orgNodes, ...(await userNodes(db, eq(users.organizeId, parentId)))];
}

/** The organisations among `ids` that have a child organisation or a user. */
async function nonEmptyOrgs(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        inArray(organizations.id, ids),
        exists(
          db.select({ one: users.id }).from(users).where(eq(users.organizeId, organizations.id)),
        ),
      ),
    );
  const withChildren = await db
    .selectDistinct({ id: organizations.parentId })
    .from(organizations)
    .where(inArray(organizations.parentId, ids));
  return new Set([...rows.map((r) => r.id), ...withChildren.flatMap((r) => r.id ?? [])]);
}

async function userNodes(db: Db, condition: SQL | undefined): Promise<OrgTreeNode[]> {
  const rows = await db
    .select({
      id: users.id,
      account: users.account,
      realName: users.realName,
      organizeId: users.organizeId,
    })
    .from(users)
    .where(and(enabledUser, condition))
    .orderBy(asc(users.account))
    .limit(MAX_ALL_ITEMS);
  return rows.map((row) => ({
    id: row.id,
    parentId: row.organizeId ?? '',
    fullName: `${row.realName}/${row.account}`,
    enCode: row.account,
    type: 'user' as const,
    icon: 'icon-ym icon-ym-tree-user2',
    isLeaf: true,
    hasChildren: false,
    children: [],
  }));
}

const userKeywordColumns = [users.account, users.realName, users.mobile];

/** Chat contacts: enabled users other than the caller, by account, capped total. */
export async function imUsers(
  db: Db,
  caller: Pick<Caller, 'id' | 'dataVersions'>,
  query: ImUserQuery,
): Promise<ImUserPage> {
  const keyword = keywordOf(query);
  const where = and(
    enabledUser,
    ne(users.id, caller.id),
    keyword === undefined ? undefined : keywordMatch(keyword, [users.account, users.realName]),
  );
  const { rows, pagination } = await pagedSelect(db, query, {
    table: users,
    where,
    versions: caller.dataVersions,
    rows: (window) =>
      db
        .select({ ...userBriefColumns })
        .from(users)
        .leftJoin(organizations, organizeOfUser)
        .where(where)
        .orderBy(asc(users.account))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  const list: ChatContact[] = rows.map((row) => ({
    id: row.id,
    realName: row.realName,
    account: row.account,
    headIcon: headIconUrl(row.headIcon),
    department: row.organizeName ?? '',
  }));
  return { list, pagination };
}
