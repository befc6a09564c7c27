/**
 * Delegated administration: what a non-administrator who holds an administration page may do
 * with it (docs/delegation.md). Menu and button grants open a page; these rules bound what the
 * page's writes may reach, so that nobody raises their own rights or hands out rights they lack:
 *
 * - administrators are managed only by administrators; a delegated administrator manages only
 *   users whose every right it holds (assertMayManageUser);
 * - it assigns only roles and positions whose every right it holds, never the administrators'
 *   role (assertMayAssign), and enables a role or position only on the same terms
 *   (assertMayEnable); the administrators' role is an administrator's (assertMayChangeRole);
 * - nobody changes their own roles, positions, organisation or grants; on the authorisation page
 *   a delegate adds or removes only rights it holds (assertMayChangeGrants);
 * - it changes no menu it holds, nor its elements and schemes (assertMenusNotHeld);
 * - every write leaves its record inside the caller's data scope (the users module checks the
 *   written row against the scope in the same transaction).
 */
export {
  assertMayAssign,
  assertMayChangeRole,
  assertMayEnable,
  type AssignmentChange,
} from './assign';
export { callerOf, type Caller } from '../../../kernel/caller';
export { refused } from './forbidden';
export { assertMayChangeGrants, type GrantItem } from './grant-change';
export { assertMayManageUser } from './manage-user';
export { assertMenusNotHeld } from './menu-change';
