import type { FastifyRequest } from 'fastify';
import { Code } from '@mepm/contract';
import { signedIn } from '../auth/signed-in';
import { ApiError } from '../envelope/api-error';

export interface PermissionSpec {
  /** The menu entry's en_code, e.g. 'permission.user'. */
  menu: string;
  /** A button element's en_code within that menu, e.g. 'btn_add'; absent for read routes. */
  button?: string;
}

export const permissionDenied = () => new ApiError(403, Code.forbidden, 'permissionDenied');

/** Whether the signed-in caller holds the menu (and the button, when one is named). */
export async function hasPermission(
  request: FastifyRequest,
  spec: PermissionSpec,
): Promise<boolean> {
  if (request.user === null) await request.server.authenticate(request);
  const access = await request.server.callerAccess(request);
  if (access === 'all') return true;
  const rights = access.get(spec.menu);
  if (rights === undefined) return false;
  return spec.button === undefined || rights.buttons.has(spec.button);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The menu code the route's permission guard checked; empty for unguarded routes. */
    guardMenu: string;
  }
}

/**
 * A hook that answers 403 `Permission Denied` unless the caller holds the grant. Use it as a
 * route's `onRequest` (after the plugin's authenticate hook), so that a refused caller learns
 * nothing from validation; it also works as a `preHandler`. It signs the caller in itself when
 * no authenticate hook ran before it, so it is never silently open.
 */
export function requirePermission(spec: PermissionSpec) {
  return async function checkPermission(request: FastifyRequest): Promise<void> {
    // Named before the check, so that the operation log knows the page of a refused write too.
    request.guardMenu = spec.menu;
    if (!(await hasPermission(request, spec))) throw permissionDenied();
  };
}

/**
 * A hook that answers 403 `Permission Denied` to everyone but administrators, for what no grant
 * opens (company-wide figures, where the database lives). Used like `requirePermission`, and like
 * it signs the caller in itself when no authenticate hook ran before it.
 */
export async function administratorsOnly(request: FastifyRequest): Promise<void> {
  if (request.user === null) await request.server.authenticate(request);
  if (!signedIn(request).user.isAdministrator) throw permissionDenied();
}
