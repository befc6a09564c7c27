import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  CreatedResponse,
  DEPARTMENT,
  EmptyResponse,
  IdParams,
  OrganizeBody,
  OrganizeListQuery,
  OrganizeRecordResponse,
  OrganizeTreeResponse,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope/envelope';
import { requirePermission } from '../../plugins/permission';
import type { AdminDeps } from '../admin-common/deps';
import { keywordOf } from '../admin-common/keyword';
import { recordNotFound } from '../admin-common/not-found';
import { errorResponses } from '../oauth/schemas';
import { departmentsUnder, loadOrgs, toOrganizeRecord } from './org-rows';
import { organizeTree } from './org-tree';
import { createOrganize, deleteOrganize, findOrganize, updateOrganize } from './org-write';

const menu = ADMIN_MENU.department;
const tags = ['department'];

/** The department page: the departments of one organisation, create, read, edit, delete. */
export const departmentRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.get(
    DEPARTMENT.list,
    {
      schema: {
        tags,
        summary: 'The department tree under an organisation (up to its sub-companies)',
        params: IdParams,
        querystring: OrganizeListQuery,
        response: { 200: OrganizeTreeResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => {
      const rows = await loadOrgs(db);
      if (!rows.some((row) => row.id === request.params.id)) throw recordNotFound();
      const departments = departmentsUnder(rows, request.params.id);
      return ok(request, { list: organizeTree(departments, keywordOf(request.query)) });
    },
  );

  app.post(
    DEPARTMENT.create,
    {
      schema: {
        tags,
        summary: 'Create a department under a company or department',
        querystring: TimestampQuery,
        body: OrganizeBody,
        response: { 200: CreatedResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.add }),
    },
    async (request) => ok(request, { id: await createOrganize(db, 'department', request.body) }),
  );

  app.get(
    DEPARTMENT.item,
    {
      schema: {
        tags,
        summary: 'One department',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: OrganizeRecordResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) =>
      ok(request, toOrganizeRecord(await findOrganize(db, 'department', request.params.id))),
  );

  app.put(
    DEPARTMENT.item,
    {
      schema: {
        tags,
        summary: 'Edit a department; its parent cannot be itself or below it',
        params: IdParams,
        querystring: TimestampQuery,
        body: OrganizeBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.edit }),
    },
    async (request) => {
      await updateOrganize(db, 'department', request.params.id, request.body);
      return ok(request, null);
    },
  );

  app.delete(
    DEPARTMENT.item,
    {
      schema: {
        tags,
        summary: 'Delete a department without sub-departments, users or positions',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.remove }),
    },
    async (request) => {
      await deleteOrganize(db, 'department', request.params.id);
      return ok(request, null);
    },
  );
};
