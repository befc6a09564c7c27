import {
  ColumnDesignSchema,
  OWN_DATA_SOURCE_ID,
  type ColumnDesign,
  type DesignType,
  type DesignWebType,
  type FormDesign,
} from '@mepm/contract';
import { sql } from 'drizzle-orm';
import Value from 'typebox/value';
import type { Queryable } from '../../../db/client';
import { found } from '../../../kernel/data/not-found';
import { badRequest } from '../../../plugins/envelope/api-error';
import { defaultColumnDesign, onlyKnownFields } from './default-columns';
import { pageLayout, type PageLayout } from './page-layout';

/** A released design as its generated page serves it. */
export interface PageDesign {
  id: string;
  fullName: string;
  enCode: string;
  type: DesignType;
  webType: DesignWebType;
  formData: FormDesign;
  columnData: ColumnDesign;
  layout: PageLayout;
}

interface DesignRow {
  id: string;
  state: number;
  type: number;
  webType: number;
  dbLinkId: string | null;
  released: {
    enCode?: string;
    fullName?: string;
    formData?: FormDesign;
    columnData?: unknown;
    tables?: object[] | null;
  } | null;
}

/**
 * The design `id` as its last release left it (`released_design`): a draft, a design never
 * released or one whose tables live on another data source is refused. The function designs'
 * table (`onlineDev.webDesign`) is read by name: modules share no code but the kernel.
 */
export async function releasedDesign(db: Queryable, id: string): Promise<PageDesign> {
  const result = await db.execute<DesignRow & Record<string, unknown>>(sql`
    select id, state, type, web_type as "webType", db_link_id as "dbLinkId",
      released_design as released
    from visualdev_designs where id = ${id}`);
  const row = found(result.rows);
  const released = row.released;
  if (row.state !== 1 || released === null || released.formData === undefined) {
    throw badRequest('onlineDevNotReleased');
  }
  if (row.dbLinkId !== null && row.dbLinkId !== OWN_DATA_SOURCE_ID) {
    throw badRequest('onlineDevOtherSource');
  }
  const naming = {
    enCode: released.enCode ?? '',
    fullName: released.fullName ?? '',
    tables: released.tables ?? null,
  };
  const layout = pageLayout(released.formData, naming);
  if (layout === undefined) throw badRequest('onlineDevNotReleased');
  // Stored unchecked by the design's edit: one that does not fit the schema serves the default.
  const columnData = Value.Check(ColumnDesignSchema, released.columnData)
    ? onlyKnownFields(released.columnData, layout)
    : defaultColumnDesign(layout);
  return {
    id: row.id,
    fullName: naming.fullName,
    enCode: naming.enCode,
    // The table's check constraints hold both to 1, 2 or 3.
    type: row.type as DesignType,
    webType: row.webType as DesignWebType,
    formData: released.formData,
    columnData,
    layout,
  };
}
