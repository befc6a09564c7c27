import {
  ADMIN_BUTTON,
  MenuBody,
  MenuListQuery,
  SYSTEM_MENU,
  SystemCreatedResponse,
  SystemIdParams,
  SystemMenuResponse,
  SystemMenuTreeResponse,
  TimestampQuery,
  EmptyResponse,
  MenuType,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { menus } from '../../../db/schema';
import { ApiError, badRequest } from '../../../plugins/envelope/api-error';
import { ok } from '../../../plugins/envelope/envelope';
import { requirePermission } from '../../../plugins/permission';
import { assertMenusNotHeld, callerOf } from '../../../plugins/permission/delegation';
import { errorResponses } from '../../../kernel/http/error-responses';
import { MENU_PAGE, type SystemMenuDeps } from './deps';
import { menuNode, menuNodes } from './menu-nodes';
import { parentOf, validateMenu } from './menu-validation';
import { sqlDeleteOrphanGrants } from './orphan-grants';

const tags = ['system menu'];
const can = (button?: string) =>
  requirePermission(button === undefined ? { menu: MENU_PAGE } : { menu: MENU_PAGE, button });
const notFound = () => new ApiError(404, 404, 'recordNotFound');

/** The menu tree: list, read, create, update, delete, enable/disable, parent picker. */
export const menuRoutes: FastifyPluginAsyncTypebox<SystemMenuDeps> = async (app, { db }) => {
  app.get(
    SYSTEM_MENU.list,
    {
      schema: {
        tags,
        querystring: MenuListQuery,
        response: { 200: SystemMenuTreeResponse, ...errorResponses },
      },
      onRequest: can(),
    },
    async (request) => ok(request, menuNodes(await db.select().from(menus), request.query.keyword)),
  );

  app.get(
    SYSTEM_MENU.selector,
    {
      schema: {
        tags,
        querystring: TimestampQuery,
        response: { 200: SystemMenuTreeResponse, ...errorResponses },
      },
      onRequest: can(),
    },
    async (request) => {
      const rows = await db.select().from(menus);
      return ok(request, menuNodes(rows, '', [MenuType.directory, MenuType.page]));
    },
  );

  app.get(
    SYSTEM_MENU.one,
    {
      schema: {
        tags,
        params: SystemIdParams,
        querystring: TimestampQuery,
        response: { 200: SystemMenuResponse, ...errorResponses },
      },
      onRequest: can(),
    },
    async (request) => {
      const [row] = await db.select().from(menus).where(eq(menus.id, request.params.id));
      if (row === undefined) throw notFound();
      return ok(request, menuNode(row));
    },
  );

  app.post(
    SYSTEM_MENU.list,
    {
      schema: {
        tags,
        body: MenuBody,
        querystring: TimestampQuery,
        response: { 200: SystemCreatedResponse, ...errorResponses },
      },
      onRequest: can(ADMIN_BUTTON.add),
    },
    async (request) => {
      await validateMenu(db, request.body);
      const [row] = await db
        .insert(menus)
        .values(menuValues(request.body))
        .returning({ id: menus.id });
      return ok(request, { id: row?.id ?? '' });
    },
  );

  app.put(
    SYSTEM_MENU.one,
    {
      schema: {
        tags,
        params: SystemIdParams,
        body: MenuBody,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: can(ADMIN_BUTTON.edit),
    },
    async (request) => {
      await assertMenusNotHeld(db, callerOf(request), [request.params.id]);
      await validateMenu(db, request.body, request.params.id);
      const updated = await db
        .update(menus)
        .set(menuValues(request.body))
        .where(eq(menus.id, request.params.id))
        .returning({ id: menus.id });
      if (updated.length === 0) throw notFound();
      return ok(request, null);
    },
  );

  app.delete(
    SYSTEM_MENU.one,
    {
      schema: {
        tags,
        params: SystemIdParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: can(ADMIN_BUTTON.remove),
    },
    async (request) => {
      const { id } = request.params;
      await assertMenusNotHeld(db, callerOf(request), [id]);
      const children = await db
        .select({ id: menus.id })
        .from(menus)
        .where(eq(menus.parentId, id))
        .limit(1);
      if (children.length > 0) throw badRequest('menuHasChildren');
      // Elements and schemes go with the entry (cascade); grants on it would point nowhere.
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx.delete(menus).where(eq(menus.id, id)).returning({ id: menus.id });
        await tx.execute(sqlDeleteOrphanGrants());
        return rows;
      });
      if (deleted.length === 0) throw notFound();
      return ok(request, null);
    },
  );

  app.put(
    SYSTEM_MENU.state,
    {
      schema: {
        tags,
        params: SystemIdParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: can(ADMIN_BUTTON.edit),
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ enabled: menus.enabled })
          .from(menus)
          .where(eq(menus.id, id))
          .for('update');
        if (row === undefined) throw notFound();
        await assertMenusNotHeld(tx, callerOf(request), [id]);
        await tx.update(menus).set({ enabled: !row.enabled }).where(eq(menus.id, id));
      });
      return ok(request, null);
    },
  );
};

function menuValues(body: MenuBody) {
  return {
    parentId: parentOf(body),
    type: body.type,
    enCode: body.enCode,
    fullName: body.fullName,
    icon: body.icon ?? '',
    urlAddress: body.urlAddress ?? '',
    linkTarget: body.linkTarget ?? '_self',
    propertyJson: body.propertyJson ?? '{}',
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
  };
}
