/**
 * Enforcement of menu, button, column and data (row) permissions on the server (ARCHITECTURE
 * "The server decides"; DOMAIN.md "Grants and permissions"). Administrators pass everything;
 * everyone else holds the union of the grants on the user, the user's enabled roles and
 * enabled positions. The caller's rights load in one query, at most once per request.
 *
 * Example, in a route plugin that already runs `app.addHook('onRequest', app.authenticate)`:
 *
 *   app.get(PERMISSION.users, {
 *     schema: { querystring: UserListQuery, response: { 200: UserListResponse } },
 *     onRequest: requirePermission({ menu: 'permission.user' }),
 *   }, async (request) => {
 *     const scope = await dataScopeFor(request, 'permission.user', {
 *       id: users.id, createdBy: users.createdBy, organizeId: users.organizeId,
 *     });
 *     const rows = await db.select().from(users).where(and(keywordFilter, scope));
 *     return ok(request, trimColumns(rows, await columnsFor(request, 'permission.user')));
 *   });
 *
 *   app.post(PERMISSION.users, {
 *     onRequest: requirePermission({ menu: 'permission.user', button: 'btn_add' }), ...
 *   }, handler);
 *
 * Reading one record by id applies the same scope: `where(and(eq(users.id, id), scope))`, then
 * 404 when nothing comes back, so a record outside the scope is not readable either.
 */
export { installPermission } from './access-cache';
export { columnsFor, trimColumns, type AllowedColumns } from './columns';
export { dataScopeFor, schemeSql, type ScopeFieldMap } from './data-scope';
export {
  hasPermission,
  permissionDenied,
  requirePermission,
  type PermissionSpec,
} from './require-permission';
// The variables are the contract's; re-exported for the plugin's existing importers.
export { SCHEME_VARIABLES, isSchemeVariable, type SchemeVariable } from '@mepm/contract';
