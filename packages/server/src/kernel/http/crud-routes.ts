import type {
  CrudPaths,
  CrudSchemas,
  Endpoint,
  IdParams,
  Resource,
  StateBody,
  StateResult,
  TimestampQuery,
} from '@mepm/contract';
import type { FastifyRequest, FastifyTypeProviderDefault } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Db } from '../../db/client';
import { ok } from '../../plugins/envelope/envelope';
import { dataScopeFor, requirePermission } from '../../plugins/permission';
import { callerOf } from '../caller';
import { emptyBodyAsObject } from './empty-body';
import { endpointSchema, type RouteApp } from './endpoint-route';
import { rowScope, type RowScope, type ScopeBinding } from './row-scope';
import type { CrudContext, WriteContext } from './crud-context';

export type { CrudContext, WriteContext } from './crud-context';
export type { ScopeBinding } from './row-scope';

type ById = { params: IdParams; query: Static<typeof TimestampQuery> };
type ListParams<S extends CrudSchemas> = S extends { listParams: infer P extends TSchema }
  ? Static<P>
  : undefined;
type CreateBody<S extends CrudSchemas> = S extends { createBody: infer B extends TSchema }
  ? Static<B>
  : Static<S['body']>;

/**
 * A resource's operations, given its validated request parts and the caller's context. Writes
 * go through `ctx.write`, which the routes check (see `registerAdminCrud`).
 */
export interface CrudService<S extends CrudSchemas> {
  /** Must narrow its rows to `ctx.scope`: a test walks every scoped resource to prove it. */
  list(
    ctx: CrudContext,
    query: Static<S['listQuery']>,
    params: ListParams<S>,
  ): Promise<Static<S['page']>>;
  read(ctx: CrudContext, id: string): Promise<Static<S['record']>>;
  /** Answers the new record's id. */
  create(ctx: WriteContext<string>, body: CreateBody<S>): Promise<string>;
  update(ctx: WriteContext<void>, id: string, body: Static<S['body']>): Promise<void>;
  remove(ctx: WriteContext<void>, id: string): Promise<void>;
}

/** Sets `enabled` when the body names it, flips it otherwise. */
export type SetState = (
  ctx: WriteContext<StateResult>,
  id: string,
  body: StateBody,
) => Promise<StateResult>;

/** Enable/disable, present exactly when the resource has a state path. */
export type StateService<P extends CrudPaths> = P extends { state: string }
  ? { setState: SetState }
  : { setState?: never };

/** Where a scoped resource's scope fields live; an unscoped resource declares none. */
export type ScopeOf<F extends readonly string[]> = F extends readonly []
  ? { scope?: undefined }
  : { scope: ScopeBinding<F[number]> };

/** One administration page: the contract's resource, its operations and, if scoped, its rows. */
export type AdminCrud<S extends CrudSchemas, P extends CrudPaths, F extends readonly string[]> = {
  resource: Resource<S, P, F>;
  // The resource alone decides the types; the service is checked against them.
  service: CrudService<NoInfer<S>> & StateService<NoInfer<P>>;
  /** Bytes a body may have, where the application's 1 MB is not enough (a map's GeoJSON). */
  bodyLimit?: number;
} & ScopeOf<F>;

/**
 * Registers the standard administration routes of a contract resource: list, create, read,
 * edit, delete and, when the resource has one, enable/disable, with the methods, paths and
 * schemas the contract declares. Reads need the menu's grant, writes the menu and their button.
 *
 * For a scoped resource the caller's data scope is applied here rather than by each service:
 * the list gets it as `ctx.scope`; a read or a write by id first finds the row inside the scope
 * (404 otherwise); and a create, an edit or a state change must leave its row inside the scope
 * (403, and nothing is written). Writes run in one transaction, `ctx.write`, which every write
 * service must use: a write that bypasses it fails loudly.
 */
export function registerAdminCrud<
  S extends CrudSchemas,
  P extends CrudPaths,
  F extends readonly string[],
>(typeboxApp: RouteApp, db: Db, crud: AdminCrud<S, P, F>): void {
  // The TypeBox provider cannot resolve request types from schemas that are still generic here;
  // the route generics state the same types instead, and the attached schemas enforce them.
  const app = typeboxApp.withTypeProvider<FastifyTypeProviderDefault>();
  const { resource, service } = crud;
  const { endpoints, buttons, name } = resource;
  const rows: RowScope | undefined = crud.scope === undefined ? undefined : rowScope(crud.scope);
  // The contract gives a resource a state endpoint exactly when it has a state path.
  const stateEndpoint = (endpoints as { state?: Endpoint }).state;
  const tags = [resource.tag];

  const contextOf = async (request: FastifyRequest): Promise<CrudContext> => {
    const caller = callerOf(request);
    const scope =
      crud.scope === undefined ? undefined : await dataScopeFor(caller, name, crud.scope.fields);
    return { caller, scope };
  };

  /**
   * Runs one write service: `target` is the record by id, absent for a create (whose answer is
   * the new id); `stays` says whether the record must still be in scope afterwards.
   */
  const runWrite = async <T>(
    request: FastifyRequest,
    target: { id?: string; stays: boolean },
    run: (ctx: WriteContext<T>) => Promise<T>,
  ): Promise<T> => {
    const { caller, scope } = await contextOf(request);
    let wrote = false;
    const ctx: WriteContext<T> = {
      caller,
      scope,
      write(change) {
        if (wrote) throw new Error(`${name}: a service wrote twice in one request`);
        wrote = true;
        return db.transaction(async (tx) => {
          if (rows !== undefined && target.id !== undefined) await rows.lock(tx, target.id, scope);
          const result = await change(tx);
          const written = target.id ?? (typeof result === 'string' ? result : undefined);
          if (rows !== undefined && target.stays && written !== undefined) {
            await rows.assertInScope(tx, written, scope);
          }
          return result;
        });
      },
    };
    const result = await run(ctx);
    if (!wrote) throw new Error(`${name}: a write service did not use ctx.write`);
    return result;
  };

  type Route<R extends RouteParts> = {
    endpoint: Endpoint;
    button?: string;
    handler: (request: FastifyRequest, parts: R) => Promise<unknown>;
  };
  const register = <R extends RouteParts>(route: Route<R>) => {
    app.route({
      method: route.endpoint.method,
      url: route.endpoint.path,
      schema: endpointSchema(route.endpoint, tags),
      onRequest: requirePermission({ menu: name, button: route.button }),
      ...(route.endpoint === stateEndpoint ? { preValidation: emptyBodyAsObject } : {}),
      ...(crud.bodyLimit === undefined ? {} : { bodyLimit: crud.bodyLimit }),
      handler: async (request) => ok(request, await route.handler(request, partsOf<R>(request))),
    });
  };

  register<{ query: Static<S['listQuery']>; params: ListParams<S> }>({
    endpoint: endpoints.list,
    handler: async (request, { query, params }) =>
      service.list(await contextOf(request), query, params),
  });

  register<ById>({
    endpoint: endpoints.read,
    handler: async (request, { params: { id } }) => {
      const ctx = await contextOf(request);
      if (rows !== undefined) await rows.assertVisible(db, id, ctx.scope);
      return service.read(ctx, id);
    },
  });

  register<{ body: CreateBody<S> }>({
    endpoint: endpoints.create,
    button: buttons.create,
    handler: async (request, { body }) => ({
      id: await runWrite<string>(request, { stays: true }, (ctx) => service.create(ctx, body)),
    }),
  });

  register<ById & { body: Static<S['body']> }>({
    endpoint: endpoints.update,
    button: buttons.update,
    handler: async (request, { params: { id }, body }) => {
      const update = (ctx: WriteContext<void>) => service.update(ctx, id, body);
      await runWrite(request, { id, stays: true }, update);
      return null;
    },
  });

  register<ById>({
    endpoint: endpoints.remove,
    button: buttons.remove,
    handler: async (request, { params: { id } }) => {
      const remove = (ctx: WriteContext<void>) => service.remove(ctx, id);
      await runWrite(request, { id, stays: false }, remove);
      return null;
    },
  });

  // StateService requires setState exactly when the resource has a state path.
  const { setState } = service as { setState?: SetState };
  if (stateEndpoint === undefined || setState === undefined) return;
  register<ById & { body: StateBody }>({
    endpoint: stateEndpoint,
    button: buttons.state,
    handler: async (request, { params: { id }, body }) =>
      runWrite<StateResult>(request, { id, stays: true }, (ctx) => setState(ctx, id, body)),
  });
}

/** The validated parts of a request, as a route declares them. */
interface RouteParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * A request's parts as the route's types name them. Fastify wraps its request types in
 * conditional types that stay unresolved while the resource's schemas are generic; the schemas
 * attached to the route have validated exactly these types before any handler runs.
 */
function partsOf<R extends RouteParts>(request: FastifyRequest): R {
  const { params, query, body } = request;
  return { params, query, body } as R;
}
