import {
  OrganizeBody,
  OrganizeListQuery,
  OrganizeRecordResponse,
  OrganizeTreeResponse,
  type OrganizeCategory,
} from '@mepm/contract';
import type { Db } from '../../db/client';
import type { CrudService } from '../http/crud-routes';
import { toOrganizeRecord } from './org-rows';
import { createOrganize, deleteOrganize, findOrganize, updateOrganize } from './org-write';

/** Companies and departments share one table, so their routes share schemas and operations. */
export const organizeSchemas = {
  listQuery: OrganizeListQuery,
  listResponse: OrganizeTreeResponse,
  body: OrganizeBody,
  recordResponse: OrganizeRecordResponse,
};

/** Create, read, edit and delete of one category; a record of the other category is not found. */
export function organizeCategoryService(
  db: Db,
  category: OrganizeCategory,
): Omit<CrudService<typeof organizeSchemas>, 'list'> {
  return {
    create: (request) => createOrganize(db, category, request.body),
    read: async (request) => toOrganizeRecord(await findOrganize(db, category, request.params.id)),
    update: (request) => updateOrganize(db, category, request.params.id, request.body),
    remove: (request) => deleteOrganize(db, category, request.params.id),
  };
}
