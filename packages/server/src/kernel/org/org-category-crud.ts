import type { OrganizeCategory } from '@mepm/contract';
import type { Db } from '../../db/client';
import type { CrudContext, WriteContext } from '../http/crud-routes';
import { toOrganizeRecord } from './org-rows';
import { createOrganize, deleteOrganize, findOrganize, updateOrganize } from './org-write';
import type { OrganizeBody, OrganizeRecord } from '@mepm/contract';

/**
 * Create, read, edit and delete of one category of organisation (companies and departments
 * share one table and one shape); a record of the other category is not found.
 */
export function organizeCategoryService(db: Db, category: OrganizeCategory) {
  return {
    create: (ctx: WriteContext<string>, body: OrganizeBody) =>
      ctx.write((tx) => createOrganize(tx, category, body)),
    read: async (_ctx: CrudContext, id: string): Promise<OrganizeRecord> =>
      toOrganizeRecord(await findOrganize(db, category, id)),
    update: (ctx: WriteContext<void>, id: string, body: OrganizeBody) =>
      ctx.write((tx) => updateOrganize(tx, category, id, body)),
    remove: (ctx: WriteContext<void>, id: string) =>
      ctx.write((tx) => deleteOrganize(tx, category, id)),
  };
}
