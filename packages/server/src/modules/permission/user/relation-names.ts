import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';

/**
 * The names of a user's roles or positions, in the order they were given, as a column of the
 * users select: a page and its names come in one statement.
 */
function namesOf(objectType: 'role' | 'position', table: 'roles' | 'positions'): SQL<string[]> {
  return sql<string[]>`array(
    select o.full_name from user_relations ur join ${sql.identifier(table)} o on o.id = ur.object_id
    where ur.user_id = ${users.id} and ur.object_type = ${objectType}
    order by ur.created_at, ur.id)`;
}

/** The role and position name columns of a user list row. */
export const relationNameColumns = {
  roleNames: namesOf('role', 'roles'),
  positionNames: namesOf('position', 'positions'),
};
