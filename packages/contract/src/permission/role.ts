import Type from 'typebox';
import { Envelope } from '../kit/envelope';
import { PagedList } from '../kit/paging';
import { KeywordPageQuery } from '../kit/keyword-query';
import { codedBodyFields, codedBriefFields, codedRecordFields } from './coded';
import { ROLE_ENDPOINT_ROUTES, ROLE_RESOURCE_ROUTES } from '../routes-permission';
import { TimestampQuery } from '../kit/envelope';
import { endpointAt } from '../kit/endpoint';
import { defineResource } from '../kit/resource';

/** A role as its list row and edit form read it. */
export const RoleRecord = Type.Object({ id: Type.String(), ...codedRecordFields });
export type RoleRecord = Type.Static<typeof RoleRecord>;
export const RoleRecordResponse = Envelope(RoleRecord);

/** GET /api/permission/Role: keyword over code and name, ordered by sort code then code. */
export const RoleListQuery = KeywordPageQuery();
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

/** The roles page: list, create, read, edit, delete and the state toggle. */
export const ROLE_RESOURCE = defineResource({
  routes: ROLE_RESOURCE_ROUTES,
  schemas: { listQuery: RoleListQuery, page: RolePage, record: RoleRecord, body: RoleBody },
  summaries: {
    list: 'Roles by sort code, paged; keyword over code and name',
    create: 'Create a role',
    read: 'One role',
    update: 'Edit a role',
    remove: 'Delete a role that no user holds, with its grants',
    state: 'Enable or disable a role (flip without a body)',
  },
});

/** Beside the page: the role picker of user and authorisation forms (a session is enough). */
export const ROLE_ENDPOINTS = {
  selector: endpointAt(ROLE_ENDPOINT_ROUTES.selector, 'Enabled roles for pickers', {
    query: TimestampQuery,
    data: RoleBriefList,
  }),
};
