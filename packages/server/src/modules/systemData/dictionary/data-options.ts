import type { Dictionary, DictionaryOptionNode, Language } from '@mepm/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { buildTree } from '../../../kernel/tree/build-tree';
import { bySort, dataLinks, itemsOf, typeById, typeByRef, type DataRow } from './data-rows';
import { nameIn } from './names';
import { dictionaryData, dictionaryTypes } from './schema';

/**
 * Items as options in the reader's language: nested for a tree (`nested`), flat otherwise. With
 * only enabled rows given, a disabled item's subtree has no parent among them and is dropped.
 */
function optionsOf(rows: readonly DataRow[], language: Language, nested: boolean) {
  const node = (row: DataRow, children: DictionaryOptionNode[]): DictionaryOptionNode => ({
    id: row.id,
    enCode: row.enCode,
    fullName: nameIn(row, language),
    children,
  });
  if (!nested) return rows.map((row) => node(row, []));
  return buildTree<DataRow, DictionaryOptionNode>(rows, {
    ...dataLinks,
    compare: bySort,
    orphans: 'drop',
    node,
  });
}

/** A type's enabled items for selects, the type named by id or code. */
export async function dataOptions(
  db: Db,
  ref: string,
  language: Language,
): Promise<DictionaryOptionNode[]> {
  const type = await typeByRef(db, ref);
  return optionsOf(await itemsOf(db, type.id, true), language, type.isTree);
}

/** Every item of a type (disabled ones too), for choosing an item's parent. */
export async function parentOptions(
  db: Db,
  typeId: string,
  language: Language,
  isTree: boolean | undefined,
): Promise<DictionaryOptionNode[]> {
  const type = await typeById(db, typeId);
  return optionsOf(await itemsOf(db, type.id), language, type.isTree && isTree !== false);
}

/** Every dictionary with its enabled items (SPEC §3 Dictionary), for the shell's caches. */
export async function allDictionaries(db: Db, language: Language): Promise<Dictionary[]> {
  const [types, items] = await Promise.all([
    db.select().from(dictionaryTypes).orderBy(asc(dictionaryTypes.sortCode)),
    db
      .select()
      .from(dictionaryData)
      .where(eq(dictionaryData.enabled, true))
      .orderBy(asc(dictionaryData.sortCode), asc(dictionaryData.enCode)),
  ]);
  const itemsByType = new Map<string, DataRow[]>();
  for (const item of items) {
    const list = itemsByType.get(item.typeId) ?? [];
    list.push(item);
    itemsByType.set(item.typeId, list);
  }
  return types.map((type) => ({
    id: type.id,
    enCode: type.enCode,
    fullName: nameIn(type, language),
    isTree: type.isTree,
    dictionaryList: optionsOf(itemsByType.get(type.id) ?? [], language, type.isTree),
  }));
}
