import {
  ADMIN_BUTTON,
  ADMIN_MENU,
  CreatedResponse,
  EmptyResponse,
  IdParams,
  OrgTreeResponse,
  POSITION,
  PositionBody,
  PositionBriefResponse,
  PositionListQuery,
  PositionPageResponse,
  PositionRecordResponse,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../plugins/envelope/envelope';
import { requirePermission } from '../../plugins/permission';
import type { AdminDeps } from '../admin-common/deps';
import { errorResponses } from '../oauth/schemas';
import {
  allPositions,
  createPosition,
  deletePosition,
  listPositions,
  readPosition,
  updatePosition,
} from './position-service';
import { positionTree } from './position-tree';

const menu = ADMIN_MENU.position;
const tags = ['positions'];

/**
 * SPEC §7 Permission, Position. Every route needs a session; Selector and All serve pickers
 * across the product and need nothing more, the rest the position menu and its buttons.
 */
export const positionAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    POSITION.list,
    {
      schema: {
        tags,
        summary: 'Positions by sort code, paged; keyword and organisation (with sub-organisations)',
        querystring: PositionListQuery,
        response: { 200: PositionPageResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => ok(request, await listPositions(db, request.query)),
  );

  app.get(
    POSITION.selector,
    {
      schema: {
        tags,
        summary: 'The organisation tree with enabled positions as leaves',
        querystring: TimestampQuery,
        response: { 200: OrgTreeResponse, ...errorResponses },
      },
    },
    async (request) => ok(request, { list: await positionTree(db) }),
  );

  app.get(
    POSITION.all,
    {
      schema: {
        tags,
        summary: 'Enabled positions (at most 1000)',
        querystring: TimestampQuery,
        response: { 200: PositionBriefResponse, ...errorResponses },
      },
    },
    async (request) => ok(request, { list: await allPositions(db) }),
  );

  app.post(
    POSITION.create,
    {
      schema: {
        tags,
        summary: 'Create a position in an organisation',
        querystring: TimestampQuery,
        body: PositionBody,
        response: { 200: CreatedResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.add }),
    },
    async (request) => ok(request, { id: await createPosition(db, request.body) }),
  );

  app.get(
    POSITION.item,
    {
      schema: {
        tags,
        summary: 'One position',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: PositionRecordResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu }),
    },
    async (request) => ok(request, await readPosition(db, request.params.id)),
  );

  app.put(
    POSITION.item,
    {
      schema: {
        tags,
        summary: 'Edit a position',
        params: IdParams,
        querystring: TimestampQuery,
        body: PositionBody,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.edit }),
    },
    async (request) => {
      await updatePosition(db, request.params.id, request.body);
      return ok(request, null);
    },
  );

  app.delete(
    POSITION.item,
    {
      schema: {
        tags,
        summary: 'Delete a position that no user holds',
        params: IdParams,
        querystring: TimestampQuery,
        response: { 200: EmptyResponse, ...errorResponses },
      },
      onRequest: requirePermission({ menu, button: ADMIN_BUTTON.remove }),
    },
    async (request) => {
      await deletePosition(db, request.params.id);
      return ok(request, null);
    },
  );
};
