import {
  DICTIONARY_ALL_MAX_ITEMS,
  DICTIONARY_ALL_MAX_TYPES,
  type Dictionary,
  type DictionaryOptionNode,
  type Language,
} from '@mepm/contract';
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

/**
 * Every dictionary with its enabled items (SPEC §3 Dictionary), for clients that cache them all
 * at once. Bounded (contract: DICTIONARY_ALL_MAX_ITEMS, DICTIONARY_ALL_MAX_TYPES): the items come
 * in one ordered read of at most the cap plus one row, the types' order then the items'; the
 * dictionary holding the first item past the cap, and every one after it, is marked `truncated`
 * (a client reads those whole by code). The shell's selects read one dictionary each instead.
 */
export async function allDictionaries(
  db: Db,
  language: Language,
): Promise<{ list: Dictionary[]; truncated: boolean }> {
  const typeOrder = [asc(dictionaryTypes.sortCode), asc(dictionaryTypes.enCode)];
  const [types, items] = await Promise.all([
    db
      .select()
      .from(dictionaryTypes)
      .orderBy(...typeOrder)
      .limit(DICTIONARY_ALL_MAX_TYPES + 1),
    db
      .select({ item: dictionaryData })
      .from(dictionaryData)
      .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.typeId))
      .where(eq(dictionaryData.enabled, true))
      .orderBy(...typeOrder, asc(dictionaryData.sortCode), asc(dictionaryData.enCode))
      .limit(DICTIONARY_ALL_MAX_ITEMS + 1),
  ]);
  const shown = types.slice(0, DICTIONARY_ALL_MAX_TYPES);
  const cutAt = items[DICTIONARY_ALL_MAX_ITEMS]?.item.typeId;
  const cutIndex = cutAt === undefined ? shown.length : shown.findIndex((t) => t.id === cutAt);
  const itemsByType = new Map<string, DataRow[]>();
  for (const { item } of items.slice(0, DICTIONARY_ALL_MAX_ITEMS)) {
    const list = itemsByType.get(item.typeId) ?? [];
    list.push(item);
    itemsByType.set(item.typeId, list);
  }
  return {
    list: shown.map((type, index) => ({
      id: type.id,
      enCode: type.enCode,
      fullName: nameIn(type, language),
      isTree: type.isTree,
      dictionaryList: optionsOf(itemsByType.get(type.id) ?? [], language, type.isTree),
      // A cut in a type past the shown ones (cutIndex -1) leaves every shown one whole.
      truncated: cutIndex >= 0 && index >= cutIndex,
    })),
    truncated: types.length > DICTIONARY_ALL_MAX_TYPES || cutAt !== undefined,
  };
}
