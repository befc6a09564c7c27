import {
  MAX_PAGE_SIZE,
  type OnlineDevListBody,
  type OnlineDevPage,
  type Pagination,
} from '@mepm/contract';
import { ROW_ID } from '@mepm/form-engine';
import { and, sql, type SQL } from 'drizzle-orm';
import { pgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import type { Caller } from '../../../kernel/caller';
import { pagedSelect } from '../../../kernel/data/paged-select';
import { displayRows } from '../../../kernel/forms/display-values';
import { listOrder, searchConditions } from './list-filter';
import type { PageAccess } from './page-access';
import type { FieldColumn, PageLayout } from './page-layout';
import type { PageDesign } from './released-design';
import { liveRows } from './record-reads';
import { columnList, formValues } from './stored-values';

/**
 * One page of a generated list: the live records inside the caller's scope matching the search,
 * in the asked or the design's order, each with the list design's columns the caller may see
 * as people read them. The total is capped and counted like every big list's.
 */
export async function listRecords(
  db: Db,
  caller: Caller,
  design: PageDesign,
  access: PageAccess,
  body: OnlineDevListBody,
): Promise<OnlineDevPage> {
  const { layout, columnData } = design;
  const where = and(liveRows(access.scope), searchConditions(layout, columnData, body.json));
  const order = listOrder(layout, columnData, body);
  const granted = access.rights.columns;
  const shown = columnData.columnList
    .map((item) => layout.byKey.get(item.prop))
    .filter((field) => field !== undefined)
    .filter((field) => granted === null || granted.includes(field.key));
  const fields = [...new Set(shown)];
  const pageSize = body.pageSize ?? (columnData.hasPage ? columnData.pageSize : MAX_PAGE_SIZE);
  const page = await shownRecords(db, caller, layout, fields, {
    where,
    order,
    currentPage: body.currentPage ?? 1,
    pageSize,
  });
  return {
    list: page.rows.map(({ id, values }) => ({ id, data: values })),
    pagination: page.pagination,
  };
}

/** Which records of a page, in which order, and the window of them. */
export interface RecordWindow {
  where: SQL | undefined;
  order: SQL;
  currentPage: number;
  pageSize: number;
}

/**
 * One window of the main table's records with `fields` as people read them, and the list's
 * pagination (capped and counted like every big list's).
 */
export async function shownRecords(
  db: Db,
  caller: Caller,
  layout: PageLayout,
  fields: readonly FieldColumn[],
  window: RecordWindow,
): Promise<{ rows: { id: string; values: Record<string, unknown> }[]; pagination: Pagination }> {
  const { where, order } = window;
  // The designed table as the paging kernel names tables; its count is never kept (no trigger).
  const table = pgTable(layout.table, {});
  const page = await pagedSelect(
    db,
    { currentPage: window.currentPage, pageSize: window.pageSize },
    {
      table,
      where,
      rows: async (slice) => {
        const cells = fields.length > 0 ? sql`, ${columnList(fields)}` : sql``;
        const result = await db.execute<Record<string, unknown>>(sql`
          select ${sql.identifier(ROW_ID)} as "rowId"${cells} from ${sql.identifier(layout.table)}
          where ${where ?? sql`true`} order by ${order}
          limit ${slice.pageSize} offset ${slice.offset}`);
        return result.rows;
      },
    },
  );
  const values = page.rows.map((row) => formValues(fields, row));
  const shownValues = await displayRows(db, fields, values, caller.language);
  return {
    rows: page.rows.map((row, index) => ({
      id: String(row['rowId']),
      values: shownValues[index] ?? {},
    })),
    pagination: page.pagination,
  };
}
