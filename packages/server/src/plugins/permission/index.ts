/**
 * Enforcement of menu, button, column and data (row) permissions on the server. Administrators
 * pass everything; everyone else holds the union of the grants on the user, the user's enabled
 * roles and enabled positions. The caller's rights load in one query, at most once per request.
 *
 * Routes guard themselves with `requirePermission({ menu, button? })` as their `onRequest`.
 * Administration pages need nothing more: `registerAdminCrud` (kernel/http) puts the menu grant
 * on reads and the menu plus the write's button on writes, and applies the data scope of a
 * scoped resource to every read and write by id (a record outside it is not found, and a write
 * may not move a record out of it). A list applies `ctx.scope` and trims columns:
 *
 *   list: async (ctx, query) => {
 *     const rows = await db.select().from(users).where(and(keywordFilter, ctx.scope));
 *     return trimColumns(rows, await columnsFor(ctx.caller, 'permission.user'));
 *   },
 *
 * Outside HTTP (a socket message, a job), `callerFor` gives the same Caller to `dataScopeFor`
 * and `columnsFor`.
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
