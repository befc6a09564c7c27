import Type from 'typebox';
import { Envelope, TimestampQuery } from '../kit/envelope';
import { CreatedId, IdParams, Nothing, StateBody, StateResult } from '../kit/common';
import { endpointAt } from '../kit/endpoint';
import { literalUnion } from '../kit/literal-union';
import { AREA_ROUTES } from '../routes-system';
import { AREA_TYPES } from './area-types';

/** An area as the management tree and the edit form read it. */
export const AreaNode = Type.Object({
  id: Type.String(),
  /** '-1' for a province. */
  parentId: Type.String(),
  /** The national division code (GB/T 2260), e.g. 110000. */
  enCode: Type.String(),
  fullName: Type.String(),
  /** Follows from the parent: provinces at the top, cities under them, districts under cities. */
  type: literalUnion(AREA_TYPES),
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
  description: Type.String(),
  hasChildren: Type.Boolean(),
});
export type AreaNode = Type.Static<typeof AreaNode>;
export const AreaNodeList = Type.Object({ list: Type.Array(AreaNode) });
export type AreaNodeList = Type.Static<typeof AreaNodeList>;

/**
 * GET /api/system/Area/:id: the areas under `:id` ('-1': provinces), by sort code then code.
 * With a keyword: the areas anywhere whose code or name holds it, at most AREA_SEARCH_LIMIT.
 */
export const AreaChildrenQuery = Type.Object({
  ...TimestampQuery.properties,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AreaChildrenQuery = Type.Static<typeof AreaChildrenQuery>;
export const AREA_SEARCH_LIMIT = 200;

/** GET .../Area/:id/Selector: enabled areas under `:id`, for the address picker. */
export const AreaOption = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  type: literalUnion(AREA_TYPES),
  hasChildren: Type.Boolean(),
});
export type AreaOption = Type.Static<typeof AreaOption>;
export const AreaOptionList = Type.Object({ list: Type.Array(AreaOption) });
export type AreaOptionList = Type.Static<typeof AreaOptionList>;

/** POST and PUT .../Area. The parent of an edit is kept (moving areas is not offered). */
export const AreaBody = Type.Object({
  parentId: Type.Optional(Type.String({ maxLength: 64 })),
  enCode: Type.String({ minLength: 1, maxLength: 12 }),
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
  description: Type.Optional(Type.String({ maxLength: 500 })),
});
export type AreaBody = Type.Static<typeof AreaBody>;

const byId = { params: IdParams, query: TimestampQuery };

/** The areas page (the `system.area` grant; writes its buttons too) and the address picker. */
export const AREA_ENDPOINTS = {
  children: endpointAt(AREA_ROUTES.children, 'Areas under a parent (-1: provinces); keyword', {
    params: IdParams,
    query: AreaChildrenQuery,
    data: AreaNodeList,
  }),
  selector: endpointAt(AREA_ROUTES.selector, 'Enabled areas under a parent, for pickers', {
    ...byId,
    data: AreaOptionList,
  }),
  create: endpointAt(AREA_ROUTES.create, 'Create an area under a province or city', {
    query: TimestampQuery,
    body: AreaBody,
    data: CreatedId,
  }),
  read: endpointAt(AREA_ROUTES.read, 'One area', { ...byId, data: AreaNode }),
  update: endpointAt(AREA_ROUTES.update, 'Edit an area', {
    ...byId,
    body: AreaBody,
    data: Nothing,
  }),
  remove: endpointAt(AREA_ROUTES.remove, 'Delete an area without children', {
    ...byId,
    data: Nothing,
  }),
  state: endpointAt(AREA_ROUTES.state, 'Enable or disable an area (flip without a body)', {
    ...byId,
    body: StateBody,
    data: StateResult,
  }),
};

export const AreaNodeResponse = Envelope(AreaNode);
