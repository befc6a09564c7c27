import Type from 'typebox';
import { Envelope, TimestampQuery } from './envelope';
import { PagedList, PageQuery } from './paging';

/** A position as its list row and edit form read it; times in milliseconds since the epoch. */
export const PositionRecord = Type.Object({
  id: Type.String(),
  /** The company or department the position belongs to. */
  organizeId: Type.String(),
  organizeName: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
  createdTime: Type.Integer(),
});
export type PositionRecord = Type.Static<typeof PositionRecord>;
export const PositionRecordResponse = Envelope(PositionRecord);

/** GET /api/permission/Position: `organizeId` includes the sub-organisations' positions. */
export const PositionListQuery = Type.Object({
  ...TimestampQuery.properties,
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type PositionListQuery = Type.Static<typeof PositionListQuery>;
export const PositionPage = PagedList(PositionRecord);
export type PositionPage = Type.Static<typeof PositionPage>;
export const PositionPageResponse = Envelope(PositionPage);

/** GET .../Position/All: enabled positions for pickers, by sort code, at most MAX_ALL_ITEMS. */
export const PositionBrief = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  organizeId: Type.String(),
});
export type PositionBrief = Type.Static<typeof PositionBrief>;
export const PositionBriefList = Type.Object({ list: Type.Array(PositionBrief) });
export type PositionBriefList = Type.Static<typeof PositionBriefList>;
export const PositionBriefResponse = Envelope(PositionBriefList);

/** POST and PUT .../Position: `enCode` follows the SPEC §5 code rule and is unique. */
export const PositionBody = Type.Object({
  organizeId: Type.String({ minLength: 1, maxLength: 64 }),
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type PositionBody = Type.Static<typeof PositionBody>;

/** The bound of the unpaged "All" lists (positions, roles, users) used by pickers. */
export const MAX_ALL_ITEMS = 1000;
