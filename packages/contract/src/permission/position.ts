import Type from 'typebox';
import { Envelope } from '../kit/envelope';
import { PagedList } from '../kit/paging';
import { KeywordPageQuery } from '../kit/keyword-query';
import { codedBodyFields, codedBriefFields, codedRecordFields } from './coded';
import { POSITION_ENDPOINT_ROUTES, POSITION_RESOURCE_ROUTES } from '../routes-permission';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { defineResource } from '../kit/resource';
import { OrgTreeList } from './organize';

/** A position as its list row and edit form read it, with its organisation. */
export const PositionRecord = Type.Object({
  id: Type.String(),
  /** The company or department the position belongs to. */
  organizeId: Type.String(),
  organizeName: Type.String(),
  ...codedRecordFields,
});
export type PositionRecord = Type.Static<typeof PositionRecord>;
export const PositionRecordResponse = Envelope(PositionRecord);

/**
 * GET /api/permission/Position: `keyword` over code and name; `organizeId` includes the
 * sub-organisations' positions.
 */
export const PositionListQuery = KeywordPageQuery({
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type PositionListQuery = Type.Static<typeof PositionListQuery>;
export const PositionPage = PagedList(PositionRecord);
export type PositionPage = Type.Static<typeof PositionPage>;
export const PositionPageResponse = Envelope(PositionPage);

/** GET .../Position/All: enabled positions for pickers, by sort code, at most MAX_ALL_ITEMS. */
export const PositionBrief = Type.Object({ ...codedBriefFields, organizeId: Type.String() });
export type PositionBrief = Type.Static<typeof PositionBrief>;
export const PositionBriefList = Type.Object({ list: Type.Array(PositionBrief) });
export type PositionBriefList = Type.Static<typeof PositionBriefList>;
export const PositionBriefResponse = Envelope(PositionBriefList);

/** POST and PUT .../Position. */
export const PositionBody = Type.Object({
  organizeId: Type.String({ minLength: 1, maxLength: 64 }),
  ...codedBodyFields,
});
export type PositionBody = Type.Static<typeof PositionBody>;

/** The bound of the unpaged "All" lists (positions, roles, users) used by pickers. */
export const MAX_ALL_ITEMS = 1000;

/** The positions page: list, create, read, edit, delete. */
export const POSITION_RESOURCE = defineResource({
  routes: POSITION_RESOURCE_ROUTES,
  schemas: {
    listQuery: PositionListQuery,
    page: PositionPage,
    record: PositionRecord,
    body: PositionBody,
  },
  summaries: {
    list: 'Positions by sort code, paged; keyword and organisation (with sub-organisations)',
    create: 'Create a position in an organisation',
    read: 'One position',
    update: 'Edit a position',
    remove: 'Delete a position that no user holds',
  },
});

/** The position pickers: they serve every page of the product, so a session is enough. */
export const POSITION_ENDPOINTS = {
  selector: endpointAt(
    POSITION_ENDPOINT_ROUTES.selector,
    'The organisation tree with enabled positions as leaves',
    {
      query: TimestampQuery,
      data: OrgTreeList,
    },
  ),
  all: endpointAt(POSITION_ENDPOINT_ROUTES.all, 'Enabled positions (at most 1000)', {
    query: TimestampQuery,
    data: PositionBriefList,
  }),
};
