import {
  ADMIN_BUTTON,
  type Endpoint,
  type MenuPartEndpoints,
  type ModuleQuery,
  type SystemIdParams,
} from '@mepm/contract';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Db } from '../../../db/client';
import { callerOf } from '../../../kernel/caller';
import { endpointSchema, type RouteApp } from '../../../kernel/http/endpoint-route';
import { ok } from '../../../plugins/envelope/envelope';
import { requirePermission } from '../../../plugins/permission';
import { MENU_PAGE } from './deps';
import {
  createMenuPart,
  deleteMenuPart,
  updateMenuPart,
  type MenuPart,
  type MenuPartBody,
  type MenuPartTable,
} from './menu-part';

type BodyRoute<Body extends TSchema> = { Body: Static<Body> };

/** The routes of one kind of menu part, as the contract declares them. */
export interface MenuPartRoutes<
  Body extends TSchema,
  Item extends TSchema,
  Table extends MenuPartTable,
> {
  tags: string[];
  endpoints: MenuPartEndpoints<Body, Item>;
  part: MenuPart<Table, Static<Body> & MenuPartBody, Static<Item>>;
  /**
   * The validated body at its schema's type. Fastify resolves that type only where the schema is
   * concrete, so each declaration reads it for the routes here.
   */
  bodyOf(request: FastifyRequest<BodyRoute<Body>>): Static<Body> & MenuPartBody;
}

/** List, create, edit and delete of one kind of menu part, on the menu management page's grants. */
export function registerMenuPart<
  Body extends TSchema,
  Item extends TSchema,
  Table extends MenuPartTable,
>(typeboxApp: RouteApp, db: Db, routes: MenuPartRoutes<Body, Item, Table>): void {
  // The route generics state the schemas' types, which the TypeBox provider cannot resolve here.
  const app = typeboxApp.withTypeProvider<FastifyTypeProviderDefault>();
  const { tags, endpoints, part, bodyOf } = routes;
  const options = (endpoint: Endpoint, button?: string) => ({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint, tags),
    onRequest: requirePermission({ menu: MENU_PAGE, button }),
  });
  type ItemRoute = { Params: Static<typeof SystemIdParams> };

  app.route<{ Querystring: Static<typeof ModuleQuery> }>({
    ...options(endpoints.list),
    handler: async (request) => ok(request, { list: await part.list(db, request.query.moduleId) }),
  });

  app.route<BodyRoute<Body>>({
    ...options(endpoints.create, ADMIN_BUTTON.add),
    handler: async (request) =>
      ok(request, { id: await createMenuPart(db, callerOf(request), part, bodyOf(request)) }),
  });

  app.route<ItemRoute & BodyRoute<Body>>({
    ...options(endpoints.update, ADMIN_BUTTON.edit),
    handler: async (request) => {
      await updateMenuPart(db, callerOf(request), part, request.params.id, bodyOf(request));
      return ok(request, null);
    },
  });

  app.route<ItemRoute>({
    ...options(endpoints.remove, ADMIN_BUTTON.remove),
    handler: async (request) => {
      await deleteMenuPart(db, callerOf(request), part, request.params.id);
      return ok(request, null);
    },
  });
}
