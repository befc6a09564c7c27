import {
  DEPARTMENT,
  ORGANIZE,
  OrganizeSelectorQuery,
  OrganizeTreeQuery,
  OrgTreeResponse,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../plugins/envelope/envelope';
import type { AdminDeps } from '../../../kernel/module-deps';
import { optionalId } from '../../../kernel/data/text-fields';
import { errorResponses } from '../../../kernel/http/error-responses';
import { childrenByParent, loadOrgs, subtreeIds, type OrgRow } from '../../../kernel/org/org-rows';
import { orgNode, orgNodeTree } from '../../../kernel/org/org-tree';

const tags = ['organisation'];

/**
 * The organisation pickers. Forms all over the product (users, positions, flows, generated
 * forms) use them, so they need only a signed-in session, not the organisation menu.
 */
export const organizePickerRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.get(
    ORGANIZE.selector,
    {
      schema: {
        tags,
        summary: 'The company tree for choosing a parent; excludeId leaves out a subtree',
        querystring: OrganizeSelectorQuery,
        response: { 200: OrgTreeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const companies = (await loadOrgs(db)).filter((row) => row.category === 'company');
      return ok(request, { list: orgNodeTree(companies, excluded(companies, request.query)) });
    },
  );

  app.get(
    DEPARTMENT.selector,
    {
      schema: {
        tags: ['department'],
        summary: 'Companies with their departments; excludeId leaves out a subtree',
        querystring: OrganizeSelectorQuery,
        response: { 200: OrgTreeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await loadOrgs(db);
      return ok(request, { list: orgNodeTree(rows, excluded(rows, request.query)) });
    },
  );

  app.get(
    ORGANIZE.tree,
    {
      schema: {
        tags,
        summary: 'One level of companies and departments: the top, or the children of parentId',
        querystring: OrganizeTreeQuery,
        response: { 200: OrgTreeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const children = childrenByParent(await loadOrgs(db));
      const level = children.get(optionalId(request.query.parentId)) ?? [];
      return ok(request, {
        list: level.map((row) => orgNode(row, (children.get(row.id) ?? []).length === 0)),
      });
    },
  );
};

/** The node being edited and everything under it: none of them can become its parent. */
function excluded(rows: readonly OrgRow[], query: { excludeId?: string }): Set<string> {
  const id = optionalId(query.excludeId);
  return id === null ? new Set() : subtreeIds(rows, id);
}
