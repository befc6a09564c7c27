import { MENU_ENDPOINTS, MENU_RESOURCE, MenuType } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { menus } from '../../../db/schema';
import { found } from '../../../kernel/data/not-found';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import { requirePermission } from '../../../plugins/permission';
import type { SystemMenuDeps } from './deps';
import { createMenu, deleteMenu, setMenuState, updateMenu } from './menu-write';
import { menuNode, menuNodes } from './menu-nodes';

/** The menu tree: list, read, create, update, delete, enable/disable, parent picker. */
export const menuRoutes: FastifyPluginAsyncTypebox<SystemMenuDeps> = async (app, { db }) => {
  registerAdminCrud(app, db, {
    resource: MENU_RESOURCE,
    service: {
      list: async (_ctx, query) => menuNodes(await db.select().from(menus), query.keyword),
      read: async (_ctx, id) =>
        menuNode(found(await db.select().from(menus).where(eq(menus.id, id)))),
      create: (ctx, body) => ctx.write((tx) => createMenu(tx, body)),
      update: (ctx, id, body) => ctx.write((tx) => updateMenu(tx, ctx.caller, id, body)),
      remove: (ctx, id) => ctx.write((tx) => deleteMenu(tx, ctx.caller, id)),
      setState: (ctx, id, body) => ctx.write((tx) => setMenuState(tx, ctx.caller, id, body)),
    },
  });

  registerEndpoint(
    app,
    MENU_ENDPOINTS.selector,
    { tags: [MENU_RESOURCE.tag], onRequest: requirePermission({ menu: MENU_RESOURCE.name }) },
    async () => {
      const rows = await db.select().from(menus);
      return menuNodes(rows, '', [MenuType.directory, MenuType.page]);
    },
  );
};
