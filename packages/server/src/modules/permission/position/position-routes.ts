import {
  ADMIN_MENU,
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
import { ok } from '../../../plugins/envelope/envelope';
import { callerOf } from '../../../plugins/permission/delegation';
import { registerAdminCrud } from '../../../kernel/http/crud-routes';
import type { AdminDeps } from '../../../kernel/module-deps';
import { errorResponses } from '../../../kernel/http/error-responses';
import {
  allPositions,
  createPosition,
  deletePosition,
  listPositions,
  readPosition,
  updatePosition,
} from './position-service';
import { positionTree } from './position-tree';

const tags = ['positions'];

/**
 * SPEC §7 Permission, Position. Every route needs a session; Selector and All serve pickers
 * across the product and need nothing more, the rest the position menu and its buttons.
 */
export const positionAreaRoutes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  registerAdminCrud(app, {
    menu: ADMIN_MENU.position,
    tags,
    paths: POSITION,
    summaries: {
      list: 'Positions by sort code, paged; keyword and organisation (with sub-organisations)',
      create: 'Create a position in an organisation',
      read: 'One position',
      update: 'Edit a position',
      remove: 'Delete a position that no user holds',
    },
    schemas: {
      listQuery: PositionListQuery,
      listResponse: PositionPageResponse,
      body: PositionBody,
      recordResponse: PositionRecordResponse,
    },
    service: {
      list: (request) => listPositions(db, request.query),
      create: (request) => createPosition(db, request.body),
      read: (request) => readPosition(db, request.params.id),
      update: (request) => updatePosition(db, callerOf(request), request.params.id, request.body),
      remove: (request) => deletePosition(db, request.params.id),
    },
  });

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
};
