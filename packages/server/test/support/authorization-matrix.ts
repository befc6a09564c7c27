/**
 * A table-driven authorisation matrix: every route runs for an administrator, for a role holding
 * exactly the route's grant, and for a role without it (for a button route: the menu and every
 * other button of it, but not this one). The first two must succeed, the third must answer
 * HTTP 403 with code 403.
 *
 *   describeAuthorizationMatrix('menu management', () => h, [
 *     { name: 'create menu', permission: { menu: 'system.menu', button: 'btn_add' },
 *       request: async () => ({ method: 'POST', url: SYSTEM_MENU.list, payload: newMenu() }) },
 *   ]);
 *
 * `request` runs once per caller, so a route that creates or deletes can hand each caller fresh
 * data (a new code, a new record to delete).
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { PermissionSpec } from '../../src/plugins/permission';
import { menuElements } from '../../src/db/schema';
import { ADMIN_PASSWORD, tokenFor, type Harness } from './app-harness';
import { callerWithRole, menuId, type GrantSet } from './permission-fixtures';
import { call } from './requests';

export interface MatrixRequest {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: unknown;
}

export interface MatrixRoute {
  name: string;
  permission: PermissionSpec;
  /** Builds the request; `who` tells which caller it is for. */
  request: (who: 'admin' | 'granted' | 'denied') => Promise<MatrixRequest> | MatrixRequest;
  /** The envelope code of success; 200 unless the route answers otherwise. */
  successCode?: number;
}

async function deniedSet(h: Harness, spec: PermissionSpec): Promise<GrantSet> {
  if (spec.button === undefined) return {};
  const others = await h.db
    .select({ enCode: menuElements.enCode, kind: menuElements.kind })
    .from(menuElements)
    .where(eq(menuElements.menuId, await menuId(h.db, spec.menu)));
  return {
    menus: [spec.menu],
    buttons: others
      .filter((e) => e.kind === 'button' && e.enCode !== spec.button)
      .map((e): [string, string] => [spec.menu, e.enCode]),
  };
}

function grantedSet(spec: PermissionSpec): GrantSet {
  return {
    menus: [spec.menu],
    buttons: spec.button === undefined ? [] : [[spec.menu, spec.button]],
  };
}

export function describeAuthorizationMatrix(harness: () => Harness, routes: MatrixRoute[]): void {
  for (const route of routes) {
    const label = `${route.name}: ${route.permission.menu}${route.permission.button ? `/${route.permission.button}` : ''}`;
    it(`authorisation matrix: ${label}`, async () => {
      const h = harness();
      const success = route.successCode ?? 200;
      const callers = {
        admin: await tokenFor(h.app, 'admin', ADMIN_PASSWORD),
        granted: (await callerWithRole(h, grantedSet(route.permission))).token,
        denied: (await callerWithRole(h, await deniedSet(h, route.permission))).token,
      };
      for (const who of ['admin', 'granted', 'denied'] as const) {
        const request = await route.request(who);
        const response = await call(h.app, request.method, request.url, {
          token: callers[who],
          language: 'en',
          payload: request.payload,
        });
        const body = response.json<{ code: number; msg: string }>();
        if (who === 'denied') {
          assert.equal(response.statusCode, 403, `${who} ${label}: ${response.body}`);
          assert.deepEqual([body.code, body.msg], [403, 'Permission Denied']);
        } else {
          assert.equal(body.code, success, `${who} ${label}: ${response.body}`);
        }
      }
    });
  }
}
