import { ADMIN_BUTTON, ADMIN_MENU, AUTHORIZE_ENDPOINTS } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePermission } from '../../../plugins/permission';
import { callerOf } from '../../../kernel/caller';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import { authorityTree } from './authority-tree';
import type { AuthorityDeps } from './deps';
import { assertGrantObject } from './grant-object';
import { grantLimits } from './grant-limits';
import { grantedIds } from './granted-ids';
import { replaceGrants } from './replace-grants';

const menu = ADMIN_MENU.authorize;

/**
 * Authority/Data: what can be granted and what one role, position or user holds; PUT replaces
 * the holdings. Rights are read per request (plugins/permission), so a change applies at once.
 */
export const authorityRoutes: FastifyPluginAsyncTypebox<AuthorityDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['Authorize'];

  registerEndpoint(
    app,
    AUTHORIZE_ENDPOINTS.read,
    { tags, onRequest: requirePermission({ menu }) },
    async (request) => {
      const { objectId } = request.params;
      const { objectType } = request.query;
      await assertGrantObject(db, objectType, objectId);
      const [list, granted] = await Promise.all([
        authorityTree(db),
        grantedIds(db, objectType, objectId),
      ]);
      const object = { type: objectType, id: objectId };
      const limits = await grantLimits(db, callerOf(request), object, list);
      const readOnly =
        limits.readOnly === undefined ? {} : { readOnlyReason: request.t(limits.readOnly) };
      return { list, ...granted, locked: limits.locked, ...readOnly };
    },
  );

  registerEndpoint(
    app,
    AUTHORIZE_ENDPOINTS.replace,
    { tags, onRequest: requirePermission({ menu, button: ADMIN_BUTTON.edit }) },
    async (request) => {
      await replaceGrants(db, callerOf(request), request.params.objectId, request.body);
      return null;
    },
  );
};
