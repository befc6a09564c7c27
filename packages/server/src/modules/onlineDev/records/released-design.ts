import {
  ColumnDesignSchema,
  OWN_DATA_SOURCE_ID,
  type ColumnDesign,
  type DesignType,
  type DesignWebType,
  type FormDesign,
} from '@mepm/contract';
import Value from 'typebox/value';
import type { Queryable } from '../../../db/client';
import { found } from '../../../kernel/data/not-found';
import { designReleases } from '../../../kernel/forms/released-designs';
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

/**
 * The design `id` as its last release left it (`released_design`): a draft, a design never
 * released or one whose tables live on another data source is refused.
 */
export async function releasedDesign(db: Queryable, id: string): Promise<PageDesign> {
  const row = found(await designReleases(db, [id]));
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
