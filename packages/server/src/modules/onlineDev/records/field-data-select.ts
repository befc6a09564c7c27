import type { FieldDataSelectPage, FieldDataSelectQuery } from '@mepm/contract';
import { listableFields, ROW_ID } from '@mepm/form-engine';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { commaList } from '../../../kernel/data/comma-list';
import { likePattern } from '../../../kernel/data/keyword';
import { badRequest } from '../../../plugins/envelope/api-error';
import { listOrder } from './list-filter';
import type { PageAccess } from './page-access';
import type { FieldColumn } from './page-layout';
import type { PageDesign } from './released-design';
import { liveRows } from './record-reads';
import { shownRecords } from './record-list';

/** The most records `ids` may name at once: a multiple relation's value at most. */
const MAX_IDS = 500;

/**
 * The fields the picker asks for, each a listable field of the design kept in its main table and
 * among the columns the caller's entry grants; any other key is refused (400) by name.
 */
function askedFields(
  design: PageDesign,
  access: PageAccess,
  keys: readonly string[],
): FieldColumn[] {
  const listable = new Set(listableFields(design.formData).map((field) => field.prop));
  const granted = access.rights.columns;
  return keys.map((key) => {
    const field = design.layout.byKey.get(key);
    if (field === undefined || !listable.has(key) || (granted !== null && !granted.includes(key))) {
      throw badRequest('onlineDevFieldNotListed', { field: key });
    }
    return field;
  });
}

/**
 * A page of the design's records for a relation-form picker: inside the caller's data scope,
 * `relationField` matching the keyword (contains, escaped), or exactly the records `ids` names;
 * in the list design's default order; each with the asked fields as people read them.
 */
export async function fieldDataSelect(
  db: Db,
  caller: Caller,
  design: PageDesign,
  access: PageAccess,
  query: FieldDataSelectQuery,
): Promise<FieldDataSelectPage> {
  const keys = commaList([query.relationField, query.columns ?? ''].join(','));
  const fields = askedFields(design, access, keys);
  const [named] = fields;
  const keyword = query.keyword?.trim() ?? '';
  const ids = commaList(query.ids).slice(0, MAX_IDS);
  const where = and(
    liveRows(access.scope),
    keyword !== '' && named !== undefined
      ? sql`${sql.identifier(named.column)}::text ilike ${likePattern(keyword)}`
      : undefined,
    query.ids === undefined
      ? undefined
      : sql`${sql.identifier(ROW_ID)} = any(${sql.param(ids)}::text[])`,
  );
  const page = await shownRecords(db, caller, design.layout, fields, {
    where,
    order: listOrder(design.layout, design.columnData, {}),
    currentPage: query.currentPage ?? 1,
    pageSize: query.pageSize ?? (query.ids === undefined ? 20 : MAX_IDS),
  });
  return {
    list: page.rows.map(({ id, values }) => ({ ...values, id })),
    pagination: page.pagination,
  };
}
