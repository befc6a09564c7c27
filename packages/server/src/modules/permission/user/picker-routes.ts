import { USER_ENDPOINTS, USER_RESOURCE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../../kernel/caller';
import type { AdminDeps } from '../../../kernel/module-deps';
import { keywordOf } from '../../../kernel/data/keyword';
import { optionalId } from '../../../kernel/data/text-fields';
import { registerEndpoint } from '../../../kernel/http/endpoint-route';
import { allUsers, imUsers, userTreeLevel, usersByIds } from './user-pickers';

/** The ImUser selector's id for "the top of the tree". */
const TOP_NODE_ID = '0';

/**
 * The user pickers (approver choice, chat contacts, user fields of generated forms): they serve
 * every page of the product, so they need only a signed-in session, not the user menu. They show
 * enabled users only and no more than names, accounts, avatars and organisations.
 */
export const userPickerRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  const tags = [USER_RESOURCE.tag];

  registerEndpoint(app, USER_ENDPOINTS.all, { tags }, async ({ query }) => ({
    list: await allUsers(db, keywordOf(query)),
  }));

  registerEndpoint(app, USER_ENDPOINTS.selector, { tags }, async ({ query }) => ({
    list: await userTreeLevel(db, optionalId(query.parentId), keywordOf(query)),
  }));

  registerEndpoint(app, USER_ENDPOINTS.imUserSelector, { tags }, async ({ params, body }) => {
    const id = params.id === TOP_NODE_ID ? null : params.id;
    return { list: await userTreeLevel(db, id, keywordOf(body)) };
  });

  registerEndpoint(app, USER_ENDPOINTS.imUser, { tags }, async (request) =>
    imUsers(db, callerOf(request), request.query),
  );

  registerEndpoint(app, USER_ENDPOINTS.getUserList, { tags }, async ({ body }) => ({
    list: await usersByIds(db, body.userId),
  }));
};
