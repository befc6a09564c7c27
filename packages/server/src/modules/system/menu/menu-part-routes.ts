import {
  ADMIN_BUTTON,
  EmptyResponse,
  ModuleQuery,
  SystemCreatedResponse,
  SystemIdParams,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, FastifySchema, FastifyTypeProviderDefault } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Db } from '../../../db/client';
import { ok } from '../../../plugins/envelope/envelope';
import { requirePermission } from '../../../plugins/permission';
import { callerOf } from '../../../plugins/permission/delegation';
import type { EnvelopeData } from '../../../kernel/http/envelope-data';
import { errorResponses } from '../../../kernel/http/error-responses';
import { MENU_PAGE } from './deps';
import {
  createMenuPart,
  deleteMenuPart,
  updateMenuPart,
  type MenuPart,
  type MenuPartBody,
  type MenuPartTable,
} from './menu-part';

/** The application as a route plugin receives it. */
type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

type ListItem<ListResponse extends TSchema> =
  EnvelopeData<ListResponse> extends { list: (infer Item)[] } ? Item : never;

type BodyRoute<Body extends TSchema> = { Body: Static<Body> };

/** The routes of one kind of menu part: its list path also creates, its item path edits. */
export interface MenuPartRoutes<
  Body extends TSchema,
  ListResponse extends TSchema,
  Table extends MenuPartTable,
> {
  tags: string[];
  paths: { list: string; item: string };
  schemas: { body: Body; listResponse: ListResponse };
  part: MenuPart<Table, Static<Body> & MenuPartBody, ListItem<ListResponse>>;
  /**
   * The validated body at its schema's type. Fastify resolves that type only where the schema is
   * concrete, so each declaration reads it for the routes here.
   */
  bodyOf(request: FastifyRequest<BodyRoute<Body>>): Static<Body> & MenuPartBody;
}

/** List, create, edit and delete of one kind of menu part, on the menu management page's grants. */
export function registerMenuPart<
  Body extends TSchema,
  ListResponse extends TSchema,
  Table extends MenuPartTable,
>(typeboxApp: RouteApp, db: Db, routes: MenuPartRoutes<Body, ListResponse, Table>): void {
  // The route generics state the schemas' types, which the TypeBox provider cannot resolve here.
  const app = typeboxApp.withTypeProvider<FastifyTypeProviderDefault>();
  const { tags, paths, schemas, part, bodyOf } = routes;
  const guard = (button?: string) => requirePermission({ menu: MENU_PAGE, button });
  const describe = (parts: FastifySchema, response: TSchema): FastifySchema => ({
    tags,
    querystring: TimestampQuery,
    ...parts,
    response: { 200: response, ...errorResponses },
  });
  type ItemRoute = { Params: Static<typeof SystemIdParams> };

  app.get<{ Querystring: Static<typeof ModuleQuery> }>(
    paths.list,
    {
      schema: describe({ querystring: ModuleQuery }, schemas.listResponse),
      onRequest: guard(),
    },
    async (request) => ok(request, { list: await part.list(db, request.query.moduleId) }),
  );

  app.post<BodyRoute<Body>>(
    paths.list,
    {
      schema: describe({ body: schemas.body }, SystemCreatedResponse),
      onRequest: guard(ADMIN_BUTTON.add),
    },
    async (request) =>
      ok(request, { id: await createMenuPart(db, callerOf(request), part, bodyOf(request)) }),
  );

  app.put<ItemRoute & BodyRoute<Body>>(
    paths.item,
    {
      schema: describe({ params: SystemIdParams, body: schemas.body }, EmptyResponse),
      onRequest: guard(ADMIN_BUTTON.edit),
    },
    async (request) => {
      await updateMenuPart(db, callerOf(request), part, request.params.id, bodyOf(request));
      return ok(request, null);
    },
  );

  app.delete<ItemRoute>(
    paths.item,
    {
      schema: describe({ params: SystemIdParams }, EmptyResponse),
      onRequest: guard(ADMIN_BUTTON.remove),
    },
    async (request) => {
      await deleteMenuPart(db, callerOf(request), part, request.params.id);
      return ok(request, null);
    },
  );
}
