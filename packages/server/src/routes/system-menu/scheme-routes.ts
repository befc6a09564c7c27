import {
  DataSchemeBody,
  DataSchemeListResponse,
  EmptyResponse,
  ModuleQuery,
  SYSTEM_MENU,
  SystemCreatedResponse,
  SystemIdParams,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataSchemes, menus } from '../../db/schema';
import { ApiError, badRequest } from '../../plugins/envelope/api-error';
import { ok } from '../../plugins/envelope/envelope';
import { isSchemeVariable, requirePermission } from '../../plugins/permission';
import { errorResponses } from '../oauth/schemas';
import { MENU_PAGE, type SystemMenuDeps } from './deps';
import { sqlDeleteOrphanGrants } from './orphan-grants';

const tags = ['system menu data schemes'];
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const notFound = () => new ApiError(404, 404, 'recordNotFound');

/** Field names must look like identifiers; `@` values must be known variables. */
async function validateScheme(db: Db, body: DataSchemeBody, id?: string): Promise<void> {
  if (!/^[A-Za-z0-9_.]+$/.test(body.enCode)) throw badRequest('badElementCode');
  for (const group of body.conditions.groups) {
    for (const condition of group.conditions) {
      if (!FIELD.test(condition.field)) {
        throw badRequest('badSchemeConditions', { reason: condition.field });
      }
      const values = Array.isArray(condition.value) ? condition.value : [condition.value];
      const unknown = values.find((value) => value.startsWith('@') && !isSchemeVariable(value));
      if (unknown !== undefined) throw badRequest('badSchemeConditions', { reason: unknown });
    }
  }
  const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, body.moduleId));
  if (menu === undefined) throw badRequest('menuParentInvalid');
  const taken = await db
    .select({ id: dataSchemes.id })
    .from(dataSchemes)
    .where(
      and(
        eq(dataSchemes.menuId, body.moduleId),
        eq(dataSchemes.enCode, body.enCode),
        id === undefined ? undefined : ne(dataSchemes.id, id),
      ),
    );
  if (taken.length > 0) throw badRequest('alreadyExists', { field: 'enCode' });
}

const values = (body: DataSchemeBody) => ({
  menuId: body.moduleId,
  enCode: body.enCode,
  fullName: body.fullName,
  conditions: body.conditions,
  sortCode: body.sortCode ?? 0,
  enabled: body.enabled ?? true,
});

/** ModuleDataAuthorizeScheme: the data-permission schemes of a menu. */
export const schemeRoutes: FastifyPluginAsyncTypebox<SystemMenuDeps> = async (app, { db }) => {
  app.get(
    SYSTEM_MENU.schemes,
    {
      schema: {
        tags,
        querystring: ModuleQuery,
        response: { 200: DataSchemeListResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu: MENU_PAGE }),
    },
    async (request) => {
      const rows = await db
        .select()
        .from(dataSchemes)
        .where(eq(dataSchemes.menuId, request.query.moduleId))
        .orderBy(asc(dataSchemes.sortCode), asc(dataSchemes.enCode));
      return ok(request, {
        list: rows.map((row) => ({
          id: row.id,
          moduleId: row.menuId,
          enCode: row.enCode,
          fullName: row.fullName,
          conditions: row.conditions,
          sortCode: row.sortCode,
          enabled: row.enabled,
        })),
      });
    },
  );

  app.post(
    SYSTEM_MENU.schemes,
    {
      schema: {
        tags,
        querystring: TimestampQuery,
        body: DataSchemeBody,
        response: { 200: SystemCreatedResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu: MENU_PAGE, button: 'btn_add' }),
    },
    async (request) => {
      await validateScheme(db, request.body);
      const [row] = await db
        .insert(dataSchemes)
        .values(values(request.body))
        .returning({ id: dataSchemes.id });
      return ok(request, { id: row?.id ?? '' });
    },
  );

  app.put(
    SYSTEM_MENU.scheme,
    {
      schema: {
        tags,
        params: SystemIdParams,
        querystring: TimestampQuery,
        body: DataSchemeBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu: MENU_PAGE, button: 'btn_edit' }),
    },
    async (request) => {
      await validateScheme(db, request.body, request.params.id);
      const updated = await db
        .update(dataSchemes)
        .set(values(request.body))
        .where(eq(dataSchemes.id, request.params.id))
        .returning({ id: dataSchemes.id });
      if (updated.length === 0) throw notFound();
      return ok(request, null);
    },
  );

  app.delete(
    SYSTEM_MENU.scheme,
    {
      schema: {
        tags,
        params: SystemIdParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu: MENU_PAGE, button: 'btn_remove' }),
    },
    async (request) => {
      const deleted = await db.transaction(async (tx) => {
        const rows = await tx
          .delete(dataSchemes)
          .where(eq(dataSchemes.id, request.params.id))
          .returning({ id: dataSchemes.id });
        await tx.execute(sqlDeleteOrphanGrants());
        return rows;
      });
      if (deleted.length === 0) throw notFound();
      return ok(request, null);
    },
  );
};
