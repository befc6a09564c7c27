import Type from 'typebox';
import { Envelope, TimestampQuery } from './envelope';
import { PagedList, PageQuery } from './paging';

/** A role as its list row and edit form read it; times in milliseconds since the epoch. */
export const RoleRecord = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
  description: Type.String(),
  sortCode: Type.Integer(),
  enabled: Type.Boolean(),
  createdTime: Type.Integer(),
});
export type RoleRecord = Type.Static<typeof RoleRecord>;
export const RoleRecordResponse = Envelope(RoleRecord);

/** GET /api/permission/Role: keyword over code and name, ordered by sort code then code. */
export const RoleListQuery = Type.Object({
  ...TimestampQuery.properties,
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type RoleListQuery = Type.Static<typeof RoleListQuery>;
export const RolePage = PagedList(RoleRecord);
export type RolePage = Type.Static<typeof RolePage>;
export const RolePageResponse = Envelope(RolePage);

/** GET .../Role/Selector: enabled roles for pickers, at most MAX_ALL_ITEMS. */
export const RoleBrief = Type.Object({
  id: Type.String(),
  enCode: Type.String(),
  fullName: Type.String(),
});
export type RoleBrief = Type.Static<typeof RoleBrief>;
export const RoleBriefList = Type.Object({ list: Type.Array(RoleBrief) });
export type RoleBriefList = Type.Static<typeof RoleBriefList>;
export const RoleBriefResponse = Envelope(RoleBriefList);

/** POST and PUT .../Role: `enCode` follows the SPEC §5 code rule and is unique. */
export const RoleBody = Type.Object({
  enCode: Type.String({ minLength: 1, maxLength: 50 }),
  fullName: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.Optional(Type.String({ maxLength: 500 })),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabled: Type.Optional(Type.Boolean()),
});
export type RoleBody = Type.Static<typeof RoleBody>;

/**
 * PUT .../Role/:id/Actions/State and .../Users/:id/Actions/State: sets `enabled` when given;
 * without a body the state flips, as the platform family's toggle does.
 */
export const StateBody = Type.Object({ enabled: Type.Optional(Type.Boolean()) });
export type StateBody = Type.Static<typeof StateBody>;
export const StateResult = Type.Object({ enabled: Type.Boolean() });
export type StateResult = Type.Static<typeof StateResult>;
export const StateResponse = Envelope(StateResult);
