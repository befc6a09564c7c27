import {
  ADMIN_BUTTON,
  CreatedResponse,
  EmptyResponse,
  IdParams,
  StateBody,
  StateResponse,
  TimestampQuery,
  type StateResult,
} from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type {
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  RouteGenericInterface,
} from 'fastify';
import type { Static, TSchema } from 'typebox';
import { ok } from '../../plugins/envelope/envelope';
import { requirePermission } from '../../plugins/permission';
import { errorResponses } from './error-responses';
import { emptyBodyAsObject } from './empty-body';
import type { EnvelopeData } from './envelope-data';

/** The application as a route plugin receives it. */
type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** A route's request, typed by the route's schemas. */
export type CrudRequest<Route extends RouteGenericInterface> = FastifyRequest<Route>;

type IdRoute = { Params: Static<typeof IdParams>; Querystring: Static<typeof TimestampQuery> };

/** The TypeBox schemas of an entity's routes; ids, timestamps and envelopes are the same for all. */
export interface CrudSchemas {
  listQuery: TSchema;
  /** The list path's params, for lists under a parent record (an organisation's departments). */
  listParams?: TSchema;
  /** The envelope of the list. */
  listResponse: TSchema;
  /** What edit takes, and create too unless `createBody` differs. */
  body: TSchema;
  /** What create takes when it asks for more than edit (a user's initial password). */
  createBody?: TSchema;
  /** The envelope of one record. */
  recordResponse: TSchema;
}

type ListRoute<Schemas extends CrudSchemas> = {
  Querystring: Static<Schemas['listQuery']>;
  Params: Schemas extends { listParams: infer Params extends TSchema } ? Static<Params> : unknown;
};
type CreateRoute<Schemas extends CrudSchemas> = {
  Body: Schemas extends { createBody: infer Body extends TSchema }
    ? Static<Body>
    : Static<Schemas['body']>;
};
type UpdateRoute<Schemas extends CrudSchemas> = IdRoute & { Body: Static<Schemas['body']> };

/**
 * The entity's operations. Each takes the whole request: its validated parts typed from the
 * schemas, and the caller for services that check who asks or apply a data scope.
 */
export interface CrudService<Schemas extends CrudSchemas> {
  list(request: CrudRequest<ListRoute<Schemas>>): Promise<EnvelopeData<Schemas['listResponse']>>;
  /** Answers the new record's id. */
  create(request: CrudRequest<CreateRoute<Schemas>>): Promise<string>;
  read(request: CrudRequest<IdRoute>): Promise<EnvelopeData<Schemas['recordResponse']>>;
  update(request: CrudRequest<UpdateRoute<Schemas>>): Promise<void>;
  remove(request: CrudRequest<IdRoute>): Promise<void>;
}

/** Enable/disable: path, summary and operation come together, so none is declared alone. */
export interface CrudStateRoute {
  path: string;
  summary: string;
  /** Sets `enabled` when the body names it, flips it otherwise. */
  set(request: CrudRequest<IdRoute & { Body: StateBody }>): Promise<StateResult>;
}

/** One administration page: its menu guards reads, its buttons guard writes. */
export interface AdminCrud<Schemas extends CrudSchemas> {
  /** The menu entry's en_code whose grant opens the page. */
  menu: string;
  /** OpenAPI tags. */
  tags: string[];
  /** `create` is usually `list` under POST; `item` is the record under GET, PUT and DELETE. */
  paths: { list: string; create: string; item: string };
  /** OpenAPI summaries, one a route. */
  summaries: { list: string; create: string; read: string; update: string; remove: string };
  schemas: Schemas;
  // The schemas alone decide the types; the service is checked against them.
  service: CrudService<NoInfer<Schemas>>;
  /** The enable/disable route; absent for entities without a state toggle. */
  state?: CrudStateRoute;
}

/**
 * Registers the standard administration routes of one entity: list, create, read, edit, delete
 * and, when declared, enable/disable. Every route answers the success envelope and documents the
 * error envelope; writes need their ADMIN_BUTTON besides the menu.
 */
export function registerAdminCrud<Schemas extends CrudSchemas>(
  typeboxApp: RouteApp,
  crud: AdminCrud<Schemas>,
): void {
  // The TypeBox provider cannot resolve request types from schemas that are still generic here;
  // the route generics state the same types instead, and the attached schemas enforce them.
  const app = typeboxApp.withTypeProvider<FastifyTypeProviderDefault>();
  const { menu, tags, paths, summaries, schemas, service } = crud;
  const guard = (button?: string) => requirePermission({ menu, button });
  const describe = (summary: string, parts: FastifySchema, response: TSchema): FastifySchema => ({
    tags,
    summary,
    querystring: TimestampQuery,
    ...parts,
    response: { 200: response, ...errorResponses },
  });
  const listParts =
    schemas.listParams === undefined
      ? { querystring: schemas.listQuery }
      : { querystring: schemas.listQuery, params: schemas.listParams };

  app.get<ListRoute<Schemas>>(
    paths.list,
    {
      schema: describe(summaries.list, listParts, schemas.listResponse),
      onRequest: guard(),
    },
    async (request) => ok(request, await service.list(request)),
  );

  app.post<CreateRoute<Schemas>>(
    paths.create,
    {
      schema: describe(
        summaries.create,
        { body: schemas.createBody ?? schemas.body },
        CreatedResponse,
      ),
      onRequest: guard(ADMIN_BUTTON.add),
    },
    async (request) => ok(request, { id: await service.create(request) }),
  );

  app.get<IdRoute>(
    paths.item,
    {
      schema: describe(summaries.read, { params: IdParams }, schemas.recordResponse),
      onRequest: guard(),
    },
    async (request) => ok(request, await service.read(request)),
  );

  app.put<UpdateRoute<Schemas>>(
    paths.item,
    {
      schema: describe(summaries.update, { params: IdParams, body: schemas.body }, EmptyResponse),
      onRequest: guard(ADMIN_BUTTON.edit),
    },
    async (request) => {
      await service.update(request);
      return ok(request, null);
    },
  );

  app.delete<IdRoute>(
    paths.item,
    {
      schema: describe(summaries.remove, { params: IdParams }, EmptyResponse),
      onRequest: guard(ADMIN_BUTTON.remove),
    },
    async (request) => {
      await service.remove(request);
      return ok(request, null);
    },
  );

  const { state } = crud;
  if (state === undefined) return;
  app.put<IdRoute & { Body: StateBody }>(
    state.path,
    {
      schema: describe(state.summary, { params: IdParams, body: StateBody }, StateResponse),
      onRequest: guard(ADMIN_BUTTON.state),
      preValidation: emptyBodyAsObject,
    },
    async (request) => ok(request, await state.set(request)),
  );
}
