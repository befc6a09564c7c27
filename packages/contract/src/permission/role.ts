import Type from 'typebox';
import { Envelope } from '../kit/envelope';
import { PagedList } from '../kit/paging';
import {
  codedBodyFields,
  codedBriefFields,
  codedListQueryFields,
  codedRecordFields,
} from './coded';

/** A role as its list row and edit form read it. */
export const RoleRecord = Type.Object({ id: Type.String(), ...codedRecordFields });
export type RoleRecord = Type.Static<typeof RoleRecord>;
export const RoleRecordResponse = Envelope(RoleRecord);

/** GET /api/permission/Role: keyword over code and name, ordered by sort code then code. */
export const RoleListQuery = Type.Object(codedListQueryFields);
export type RoleListQuery = Type.Static<typeof RoleListQuery>;
export const RolePage = PagedList(RoleRecord);
export type RolePage = Type.Static<typeof RolePage>;
export const RolePageResponse = Envelope(RolePage);

/** GET .../Role/Selector: enabled roles for pickers, at most MAX_ALL_ITEMS. */
export const RoleBrief = Type.Object(codedBriefFields);
export type RoleBrief = Type.Static<typeof RoleBrief>;
export const RoleBriefList = Type.Object({ list: Type.Array(RoleBrief) });
export type RoleBriefList = Type.Static<typeof RoleBriefList>;
export const RoleBriefResponse = Envelope(RoleBriefList);

/** POST and PUT .../Role. */
export const RoleBody = Type.Object(codedBodyFields);
export type RoleBody = Type.Static<typeof RoleBody>;
