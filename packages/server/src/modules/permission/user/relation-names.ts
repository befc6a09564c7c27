import { sql, type SQL } from 'drizzle-orm';

/**
 * The names of a user's roles or positions, in the order they were given, as a column of a
 * select over the page's rows (`userId` is the page's id column): a page and its names come in
 * one statement.
 */
function namesOf(userId: SQL, objectType: 'role' | 'position', table: 'roles' | 'positions') {
  return sql<string[]>`array(
    select o.full_name from user_relations ur join ${sql.identifier(table)} o on o.id = ur.object_id
    where ur.user_id = ${userId} and ur.object_type = ${objectType}
    order by ur.created_at, ur.id)`;
}

/** The role and position name columns of a user list row, for the page's id column. */
export function relationNameColumns(userId: SQL) {
  return {
    roleNames: namesOf(userId, 'role', 'roles'),
    positionNames: namesOf(userId, 'position', 'positions'),
  };
}
