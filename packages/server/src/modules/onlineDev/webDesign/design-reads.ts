import {
  DESIGN_CATEGORY_DICTIONARY,
  MAX_ALL_ITEMS,
  type DesignState,
  type DesignType,
  type DesignWebType,
  type FormDataFieldList,
  type FormDesign,
  type Language,
  type WebDesignListQuery,
  type WebDesignPage,
  type WebDesignRecord,
  type WebDesignRow,
  type WebDesignSelector,
} from '@mepm/contract';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { auditNameColumns, auditNames, creator, modifier } from '../../../kernel/data/audit-names';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import { groupByCategory } from '../../../kernel/dictionary/category-groups';
import { formDataFields } from '@mepm/form-engine';
import { webDesigns } from './schema';

const rowColumns = {
  id: webDesigns.id,
  fullName: webDesigns.fullName,
  enCode: webDesigns.enCode,
  category: webDesigns.category,
  type: webDesigns.type,
  webType: webDesigns.webType,
  state: webDesigns.state,
  dbLinkId: webDesigns.dbLinkId,
  sortCode: webDesigns.sortCode,
  description: webDesigns.description,
  ...auditNameColumns(webDesigns),
};

function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(webDesigns)
    .leftJoin(creator, eq(creator.id, webDesigns.creatorUserId))
    .leftJoin(modifier, eq(modifier.id, webDesigns.modifierUserId))
    .where(where);
}

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: SelectedRow): WebDesignRow {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    // The table's check constraints admit only the contract's values.
    type: row.type as DesignType,
    webType: row.webType as DesignWebType,
    state: row.state as DesignState,
    dbLinkId: row.dbLinkId,
    sortCode: row.sortCode,
    description: row.description,
    ...auditNames(row),
  };
}

export async function listDesigns(
  db: Db,
  query: WebDesignListQuery,
  versions?: DataVersions,
): Promise<WebDesignPage> {
  const keyword = keywordOf(query);
  const category = query.category?.trim() ?? '';
  const where = and(
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [webDesigns.fullName, webDesigns.enCode]),
    category === '' ? undefined : eq(webDesigns.category, category),
    query.type === undefined ? undefined : eq(webDesigns.type, query.type),
  );
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: webDesigns,
    where,
    rows: (window) =>
      selectRows(db, where)
        .orderBy(asc(webDesigns.sortCode), desc(webDesigns.createdAt), asc(webDesigns.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map(toRow), pagination };
}

export async function readDesign(db: Db, id: string): Promise<WebDesignRecord> {
  const [row] = await db
    .select({
      ...rowColumns,
      formData: webDesigns.formData,
      columnData: webDesigns.columnData,
      tables: webDesigns.tables,
      releasedKeys: webDesigns.releasedKeys,
    })
    .from(webDesigns)
    .leftJoin(creator, eq(creator.id, webDesigns.creatorUserId))
    .leftJoin(modifier, eq(modifier.id, webDesigns.modifierUserId))
    .where(eq(webDesigns.id, id));
  const design = found(row === undefined ? [] : [row]);
  return {
    ...toRow(design),
    // Stored only after checkFormDesign accepted it; the JSON columns hold what the body held.
    formData: design.formData as FormDesign,
    columnData: design.columnData as WebDesignRecord['columnData'],
    tables: design.tables as WebDesignRecord['tables'],
    releasedKeys: design.releasedKeys,
  };
}

/**
 * The valued fields of a design, as its form was last saved. `releasedOnly`: 404 unless it is
 * released (all a caller without the page may read), judged in the same statement that reads it.
 */
export async function designDataFields(
  db: Db,
  id: string,
  { releasedOnly }: { releasedOnly: boolean },
): Promise<FormDataFieldList> {
  const row = found(
    await db
      .select({ formData: webDesigns.formData })
      .from(webDesigns)
      .where(and(eq(webDesigns.id, id), releasedOnly ? eq(webDesigns.state, 1) : undefined)),
  );
  return { list: formDataFields(row.formData as FormDesign) };
}

/** Released designs grouped by category, categories in the dictionary's order. */
export async function designSelector(
  db: Db,
  type: DesignType | undefined,
  language: Language,
): Promise<WebDesignSelector> {
  const { id, fullName, enCode, category, type: kind, webType } = rowColumns;
  const rows = await db
    .select({ id, fullName, enCode, category, type: kind, webType })
    .from(webDesigns)
    .where(and(eq(webDesigns.state, 1), type === undefined ? undefined : eq(webDesigns.type, type)))
    .orderBy(asc(webDesigns.sortCode), asc(webDesigns.enCode))
    .limit(MAX_ALL_ITEMS);
  const list = await groupByCategory(db, DESIGN_CATEGORY_DICTIONARY, language, rows, (row) => ({
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.type as DesignType,
    webType: row.webType as DesignWebType,
  }));
  return { list };
}
