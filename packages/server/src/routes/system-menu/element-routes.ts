import {
  EmptyResponse,
  ModuleElementBody,
  ModuleElementListResponse,
  ModuleQuery,
  SYSTEM_MENU,
  SystemCreatedResponse,
  SystemIdParams,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menuElements, menus } from '../../db/schema';
import { ApiError, badRequest } from '../../plugins/envelope/api-error';
import { ok } from '../../plugins/envelope/envelope';
import { requirePermission } from '../../plugins/permission';
import { errorResponses } from '../oauth/schemas';
import { MENU_PAGE, type SystemMenuDeps } from './deps';
import { sqlDeleteOrphanGrants } from './orphan-grants';

type ElementKind = 'button' | 'column' | 'form';

/** Element codes also allow underscores: the default buttons are btn_add, btn_edit, btn_remove. */
const ELEMENT_CODE = /^[A-Za-z0-9_](?:[A-Za-z0-9_.]*[A-Za-z0-9_])?$/;

const KINDS: { kind: ElementKind; list: string; one: string }[] = [
  { kind: 'button', list: SYSTEM_MENU.buttons, one: SYSTEM_MENU.button },
  { kind: 'column', list: SYSTEM_MENU.columns, one: SYSTEM_MENU.column },
  { kind: 'form', list: SYSTEM_MENU.forms, one: SYSTEM_MENU.form },
];

const notFound = () => new ApiError(404, 404, 'recordNotFound');

async function validateElement(
  db: Db,
  kind: ElementKind,
  body: ModuleElementBody,
  id?: string,
): Promise<void> {
  if (!ELEMENT_CODE.test(body.enCode)) throw badRequest('badElementCode');
  const [menu] = await db.select({ id: menus.id }).from(menus).where(eq(menus.id, body.moduleId));
  if (menu === undefined) throw badRequest('menuParentInvalid');
  const taken = await db
    .select({ id: menuElements.id })
    .from(menuElements)
    .where(
      and(
        eq(menuElements.menuId, body.moduleId),
        eq(menuElements.kind, kind),
        eq(menuElements.enCode, body.enCode),
        id === undefined ? undefined : ne(menuElements.id, id),
      ),
    );
  if (taken.length > 0) throw badRequest('alreadyExists', { field: 'enCode' });
}

/** ModuleButton, ModuleColumn and ModuleForm: the same CRUD over one kind of menu element. */
export const elementRoutes: FastifyPluginAsyncTypebox<SystemMenuDeps> = async (app, { db }) => {
  for (const { kind, list, one } of KINDS) {
    const tags = [`system menu ${kind}s`];
    const ofKind = (id: string) => and(eq(menuElements.id, id), eq(menuElements.kind, kind));
    const values = (body: ModuleElementBody) => ({
      menuId: body.moduleId,
      kind,
      enCode: body.enCode,
      fullName: body.fullName,
      sortCode: body.sortCode ?? 0,
      enabled: body.enabled ?? true,
    });

    app.get(
      list,
      {
        schema: {
          tags,
          querystring: ModuleQuery,
          response: { 200: ModuleElementListResponse, ...errorResponses },
        },
        onRequest: requirePermission({ menu: MENU_PAGE }),
      },
      async (request) => {
        const rows = await db
          .select()
          .from(menuElements)
          .where(and(eq(menuElements.menuId, request.query.moduleId), eq(menuElements.kind, kind)))
          .orderBy(asc(menuElements.sortCode), asc(menuElements.enCode));
        return ok(request, {
          list: rows.map((row) => ({
            id: row.id,
            moduleId: row.menuId,
            enCode: row.enCode,
            fullName: row.fullName,
            sortCode: row.sortCode,
            enabled: row.enabled,
          })),
        });
      },
    );

    app.post(
      list,
      {
        schema: {
          tags,
          querystring: TimestampQuery,
          body: ModuleElementBody,
          response: { 200: SystemCreatedResponse, ...errorResponses },
        },
        onRequest: requirePermission({ menu: MENU_PAGE, button: 'btn_add' }),
      },
      async (request) => {
        await validateElement(db, kind, request.body);
        const [row] = await db
          .insert(menuElements)
          .values(values(request.body))
          .returning({ id: menuElements.id });
        return ok(request, { id: row?.id ?? '' });
      },
    );

    app.put(
      one,
      {
        schema: {
          tags,
          params: SystemIdParams,
          querystring: TimestampQuery,
          body: ModuleElementBody,
          response: { 200: EmptyResponse, ...errorResponses },
        },
        onRequest: requirePermission({ menu: MENU_PAGE, button: 'btn_edit' }),
      },
      async (request) => {
        await validateElement(db, kind, request.body, request.params.id);
        const updated = await db
          .update(menuElements)
          .set(values(request.body))
          .where(ofKind(request.params.id))
          .returning({ id: menuElements.id });
        if (updated.length === 0) throw notFound();
        return ok(request, null);
      },
    );

    app.delete(
      one,
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
            .delete(menuElements)
            .where(ofKind(request.params.id))
            .returning({ id: menuElements.id });
          await tx.execute(sqlDeleteOrphanGrants());
          return rows;
        });
        if (deleted.length === 0) throw notFound();
        return ok(request, null);
      },
    );
  }
};
