import {
  GetUserListBody,
  IdParams,
  ImUserPageResponse,
  ImUserQuery,
  ImUserSelectorBody,
  OrgTreeResponse,
  TimestampQuery,
  UserAllQuery,
  UserBriefResponse,
  UserSelectorQuery,
  USERS,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedIn } from '../../../plugins/auth/signed-in';
import { ok } from '../../../plugins/envelope/envelope';
import type { AdminDeps } from '../../../kernel/module-deps';
import { keywordOf } from '../../../kernel/data/keyword';
import { optionalId } from '../../../kernel/data/text-fields';
import { errorResponses } from '../../../kernel/http/error-responses';
import { allUsers, imUsers, userTreeLevel, usersByIds } from './user-pickers';

const tags = ['users'];

/** The ImUser selector's id for "the top of the tree". */
const TOP_NODE_ID = '0';

/**
 * The user pickers (approver choice, chat contacts, user fields of generated forms): they serve
 * every page of the product, so they need only a signed-in session, not the user menu. They show
 * enabled users only and no more than names, accounts, avatars and organisations.
 */
export const userPickerRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.get(
    USERS.all,
    {
      schema: {
        tags,
        summary: 'Enabled users by account (at most 1000), optionally by keyword',
        querystring: UserAllQuery,
        response: { 200: UserBriefResponse, ...errorResponses },
      },
    },
    async (request) => ok(request, { list: await allUsers(db, keywordOf(request.query)) }),
  );

  app.get(
    USERS.selector,
    {
      schema: {
        tags,
        summary: 'One level of the organisation tree with its users, or users by keyword',
        querystring: UserSelectorQuery,
        response: { 200: OrgTreeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const parentId = optionalId(request.query.parentId);
      return ok(request, { list: await userTreeLevel(db, parentId, keywordOf(request.query)) });
    },
  );

  app.post(
    USERS.imUserSelector,
    {
      schema: {
        tags,
        summary: 'As Users/Selector for the chat: id 0 is the top of the tree',
        params: IdParams,
        querystring: TimestampQuery,
        body: ImUserSelectorBody,
        response: { 200: OrgTreeResponse, ...errorResponses },
      },
    },
    async (request) => {
      const id = request.params.id === TOP_NODE_ID ? null : request.params.id;
      return ok(request, { list: await userTreeLevel(db, id, keywordOf(request.body)) });
    },
  );

  app.get(
    USERS.imUser,
    {
      schema: {
        tags,
        summary: 'Chat contacts: enabled users other than the caller, 20 a page',
        querystring: ImUserQuery,
        response: { 200: ImUserPageResponse, ...errorResponses },
      },
    },
    async (request) => ok(request, await imUsers(db, signedIn(request).user.id, request.query)),
  );

  app.post(
    USERS.getUserList,
    {
      schema: {
        tags,
        summary: 'Users by id, in the order asked',
        querystring: TimestampQuery,
        body: GetUserListBody,
        response: { 200: UserBriefResponse, ...errorResponses },
      },
    },
    async (request) => ok(request, { list: await usersByIds(db, request.body.userId) }),
  );
};
