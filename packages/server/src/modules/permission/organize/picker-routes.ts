import { DEPARTMENT_RESOURCE, ORGANIZE_ENDPOINTS, ORGANIZE_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AdminDeps } from '../../../kernel/module-deps';
import { optionalId } from '../../../kernel/data/text-fields';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import { childrenByParent, loadOrgs, subtreeIds, type OrgRow } from '../../../kernel/org/org-rows';
import { orgNode, orgNodeTree } from '../../../kernel/org/org-tree';

/**
 * The organisation pickers. Forms all over the product (users, positions, flows, generated
 * forms) use them, so they need only a signed-in session, not the organisation menu.
 */
export const organizePickerRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  const tags = [ORGANIZE_RESOURCE.tag];
  registerEndpoint(app, ORGANIZE_ENDPOINTS.selector, { tags }, async ({ query }) => {
    const companies = (await loadOrgs(db)).filter((row) => row.category === 'company');
    return { list: orgNodeTree(companies, excluded(companies, query)) };
  });

  registerEndpoint(
    app,
    ORGANIZE_ENDPOINTS.departmentSelector,
    { tags: [DEPARTMENT_RESOURCE.tag] },
    async ({ query }) => {
      const rows = await loadOrgs(db);
      return { list: orgNodeTree(rows, excluded(rows, query)) };
    },
  );

  registerEndpoint(app, ORGANIZE_ENDPOINTS.tree, { tags }, async ({ query }) => {
    const children = childrenByParent(await loadOrgs(db));
    const level = children.get(optionalId(query.parentId)) ?? [];
    return {
      list: level.map((row) => orgNode(row, (children.get(row.id) ?? []).length === 0)),
    };
  });
};

/** The node being edited and everything under it: none of them can become its parent. */
function excluded(rows: readonly OrgRow[], query: { excludeId?: string }): Set<string> {
  const id = optionalId(query.excludeId);
  return id === null ? new Set() : subtreeIds(rows, id);
}
