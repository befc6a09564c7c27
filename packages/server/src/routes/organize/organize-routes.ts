import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  CreatedResponse,
  EmptyResponse,
  IdParams,
  ORGANIZE,
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
import { errorResponses } from '../oauth/schemas';
import { loadOrgs, toOrganizeRecord } from './org-rows';
import { organizeTree } from './org-tree';
import { createOrganize, deleteOrganize, findOrganize, updateOrganize } from './org-write';

const menu = ADMIN_MENU.organize;
const tags = ['organisation'];

/** The company tree page: list, create, read, edit, delete. */
export const organizeRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.get(
    ORGANIZE.list,
    {
      schema: {
        tags,
        summary: 'The company tree; a keyword keeps matches and their ancestors',
        querystring: OrganizeListQuery,
        response: { 200: OrganizeTreeResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => {
      const companies = (await loadOrgs(db)).filter((row) => row.category === 'company');
      return ok(request, { list: organizeTree(companies, keywordOf(request.query)) });
    },
  );

  app.post(
    ORGANIZE.create,
    {
      schema: {
        tags,
        summary: 'Create a company',
        querystring: TimestampQuery,
        body: OrganizeBody,
        response: { 200: CreatedResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.add }),
    },
    async (request) => ok(request, { id: await createOrganize(db, 'company', request.body) }),
  );

  app.get(
    ORGANIZE.item,
    {
      schema: {
        tags,
        summary: 'One company',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: OrganizeRecordResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) =>
      ok(request, toOrganizeRecord(await findOrganize(db, 'company', request.params.id))),
  );

  app.put(
    ORGANIZE.item,
    {
      schema: {
        tags,
        summary: 'Edit a company; its parent cannot be itself or below it',
        params: IdParams,
        querystring: TimestampQuery,
        body: OrganizeBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.edit }),
    },
    async (request) => {
      await updateOrganize(db, 'company', request.params.id, request.body);
      return ok(request, null);
    },
  );

  app.delete(
    ORGANIZE.item,
    {
      schema: {
        tags,
        summary: 'Delete a company without sub-organisations, users or positions',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.remove }),
    },
    async (request) => {
      await deleteOrganize(db, 'company', request.params.id);
      return ok(request, null);
    },
  );
};
