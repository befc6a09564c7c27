import type { TSchema } from 'typebox';
import { ADMIN_BUTTON } from '../paths-permission';
import { TimestampQuery } from './envelope';
import { CreatedId, IdParams, Nothing, StateBody, StateResult } from './common';
import { endpointAt, type Endpoint } from './endpoint';
import type { CrudPaths, CrudRoutes, Route } from './route';

export type { CrudPaths } from './route';

/** The schemas of an administration resource; ids, timestamps and answers are the same for all. */
export interface CrudSchemas {
  /** The list's query, `n` and paging included. */
  listQuery: TSchema;
  /** The list path's params, for lists under a parent record (an organisation's departments). */
  listParams?: TSchema;
  /** `data` of the list: `{list, pagination}` or a tree. */
  page: TSchema;
  /** `data` of one record: what the edit form reads. */
  record: TSchema;
  /** What edit takes, and create too unless `createBody` differs. */
  body: TSchema;
  /** What create takes when it asks for more than edit (a user's initial password). */
  createBody?: TSchema;
}

export interface CrudSummaries {
  list: string;
  create: string;
  read: string;
  update: string;
  remove: string;
  state?: string;
}

type ListSchemas<S extends CrudSchemas> = { query: S['listQuery']; data: S['page'] } & (S extends {
  listParams: infer P extends TSchema;
}
  ? { params: P }
  : unknown);
type CreateBody<S extends CrudSchemas> = S extends { createBody: infer B extends TSchema }
  ? B
  : S['body'];
type ById = { params: typeof IdParams; query: typeof TimestampQuery };

/** The endpoints every administration resource has, typed by its schemas. */
export type CrudEndpoints<S extends CrudSchemas, P extends CrudPaths> = {
  list: Endpoint<'GET', ListSchemas<S>, P['list']>;
  read: Endpoint<'GET', ById & { data: S['record'] }, P['item']>;
  create: Endpoint<
    'POST',
    { query: typeof TimestampQuery; body: CreateBody<S>; data: typeof CreatedId },
    P['create']
  >;
  update: Endpoint<'PUT', ById & { body: S['body']; data: typeof Nothing }, P['item']>;
  remove: Endpoint<'DELETE', ById & { data: typeof Nothing }, P['item']>;
} & (P extends { state: infer T extends string }
  ? { state: Endpoint<'PUT', ById & { body: typeof StateBody; data: typeof StateResult }, T> }
  : unknown);

/**
 * One administration page's records: its capability name (the menu entry's code, whose grant
 * opens the page), its tag (OpenAPI tag and the shell's cache tag), the standard endpoints and
 * the fields a data scheme of its menu may test. The server registers the endpoints with the
 * menu grant on reads and the menu plus its button on writes (`buttons`); the shell builds its
 * queries and mutations from the same descriptor.
 */
export interface Resource<
  S extends CrudSchemas = CrudSchemas,
  P extends CrudPaths = CrudPaths,
  F extends readonly string[] = readonly string[],
> {
  name: string;
  tag: string;
  paths: P;
  schemas: S;
  endpoints: CrudEndpoints<S, P>;
  /** The button each write needs besides the menu. */
  buttons: CrudButtons;
  /**
   * The record fields a data scheme of the menu may test. Declaring them makes the resource
   * scoped: every read and write by id applies the caller's scope, and the server's module
   * must map each field to a column.
   */
  scopeFields: F;
}

/** The button of each write. */
export interface CrudButtons {
  create: string;
  update: string;
  remove: string;
  state: string;
}

/** The standard buttons: add, edit and remove, and the state toggle. */
export const CRUD_BUTTONS = {
  create: ADMIN_BUTTON.add,
  update: ADMIN_BUTTON.edit,
  remove: ADMIN_BUTTON.remove,
  state: ADMIN_BUTTON.state,
} as const;

export interface ResourceSpec<
  S extends CrudSchemas,
  P extends CrudPaths,
  F extends readonly string[],
> {
  /** The runtime part the shell reads too: name, tag, paths and the standard routes. */
  routes: CrudRoutes<P>;
  schemas: S;
  summaries: CrudSummaries;
  scopeFields?: F;
  /** Buttons other than the standard ones, e.g. a state toggle that the edit button guards. */
  buttons?: Partial<CrudButtons>;
}

/** Declares a resource: its endpoints are its routes with these schemas. */
export function defineResource<
  const S extends CrudSchemas,
  const P extends CrudPaths,
  const F extends readonly string[] = readonly [],
>(spec: ResourceSpec<S, P, F>): Resource<S, P, F> {
  const { name, tag, paths, routes } = spec.routes;
  const { schemas, summaries } = spec;
  const byId = { params: IdParams, query: TimestampQuery };
  const list = endpointAt(routes.list, summaries.list, {
    query: schemas.listQuery,
    data: schemas.page,
    ...(schemas.listParams === undefined ? {} : { params: schemas.listParams }),
  });
  const common = {
    list,
    read: endpointAt(routes.read, summaries.read, { ...byId, data: schemas.record }),
    create: endpointAt(routes.create, summaries.create, {
      query: TimestampQuery,
      body: schemas.createBody ?? schemas.body,
      data: CreatedId,
    }),
    update: endpointAt(routes.update, summaries.update, {
      ...byId,
      body: schemas.body,
      data: Nothing,
    }),
    remove: endpointAt(routes.remove, summaries.remove, { ...byId, data: Nothing }),
  };
  // Every route set has the state route exactly when its paths have one.
  const { state: stateRoute }: { state?: Route<'PUT'> } = routes;
  const state =
    stateRoute === undefined
      ? {}
      : {
          state: endpointAt(stateRoute, summaries.state ?? 'Enable or disable', {
            ...byId,
            body: StateBody,
            data: StateResult,
          }),
        };
  return {
    name,
    tag,
    paths,
    schemas,
    // The object built above has exactly the endpoints CrudEndpoints<S, P> names for these paths.
    endpoints: { ...common, ...state } as CrudEndpoints<S, P>,
    buttons: { ...CRUD_BUTTONS, ...spec.buttons },
    // An absent list is the empty tuple F defaults to.
    scopeFields: spec.scopeFields ?? ([] as readonly string[] as F),
  };
}
