import type {
  DictionaryDataBody,
  DictionaryDataList,
  DictionaryDataNode,
  DictionaryDataRecord,
  StateBody,
  StateResult,
} from '@mepm/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { codeText, optionalId, optionalText } from '../../../kernel/data/text-fields';
import { buildTree } from '../../../kernel/tree/build-tree';
import { withAncestors } from '../../../kernel/tree/with-ancestors';
import { badRequest } from '../../../plugins/envelope/api-error';
import { bySort, dataLinks, itemsOf, typeById, type DataRow } from './data-rows';
import { namesOf, storedNames } from './names';
import { dictionaryData, dictionaryTypes } from './schema';

function toRecord(row: DataRow): DictionaryDataRecord {
  return {
    id: row.id,
    typeId: row.typeId,
    parentId: row.parentId,
    enCode: row.enCode,
    fullName: row.fullName,
    names: storedNames(row),
    sortCode: row.sortCode,
    enabled: row.enabled,
    description: row.description,
    createdTime: row.createdAt.getTime(),
  };
}

/**
 * A type's items: nested for a tree type unless `isTree` is false, flat otherwise. A keyword
 * over code and names keeps the matches (and, nested, the ancestors that lead to them).
 */
export async function listData(
  db: Db,
  typeId: string,
  query: { keyword?: string | undefined; isTree?: boolean | undefined },
): Promise<DictionaryDataList> {
  const type = await typeById(db, typeId);
  const rows = await itemsOf(db, type.id);
  const keyword = keywordOf(query)?.toLowerCase();
  const matches = (row: DataRow) =>
    keyword === undefined ||
    [row.enCode, row.fullName, row.names.zhtw ?? '', row.names.en ?? ''].some((text) =>
      text.toLowerCase().includes(keyword),
    );
  if (!type.isTree || query.isTree === false) {
    return { list: rows.filter(matches).map((row) => ({ ...toRecord(row), children: [] })) };
  }
  const kept = keyword === undefined ? rows : withAncestors(rows, dataLinks, matches);
  return {
    list: buildTree<DataRow, DictionaryDataNode>(kept, {
      ...dataLinks,
      compare: bySort,
      node: (row, children) => ({ ...toRecord(row), children }),
    }),
  };
}

export async function readData(db: Queryable, id: string): Promise<DictionaryDataRecord> {
  return toRecord(found(await db.select().from(dictionaryData).where(eq(dictionaryData.id, id))));
}

function dataValues(body: DictionaryDataBody) {
  return {
    parentId: optionalId(body.parentId ?? undefined),
    enCode: codeText(body.enCode),
    ...namesOf(body),
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
    description: optionalText(body.description, 'description'),
  };
}

/**
 * A parent must be an item of the same type, the type must be a tree, and (for an edit) the
 * parent must not be the item itself or below it.
 */
async function assertParent(
  tx: Tx,
  type: { id: string; isTree: boolean },
  parentId: string | null,
  id?: string,
): Promise<void> {
  if (parentId === null) return;
  if (!type.isTree) throw badRequest('dictionaryNotTree');
  const rows = await tx
    .select({ id: dictionaryData.id, parentId: dictionaryData.parentId })
    .from(dictionaryData)
    .where(eq(dictionaryData.typeId, type.id));
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const locked = await tx
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .where(eq(dictionaryData.id, parentId))
    .for('share');
  if (!parentOf.has(parentId) || locked.length === 0) {
    throw badRequest('notExists', { field: 'parentId' });
  }
  for (let cur: string | null = parentId, steps = 0; cur !== null; steps++) {
    if (cur === id || steps > rows.length) throw badRequest('parentIsDescendant');
    cur = parentOf.get(cur) ?? null;
  }
}

export async function createData(tx: Tx, body: DictionaryDataBody): Promise<string> {
  const values = dataValues(body);
  // Shared locks on the type (and below, the parent): a delete running at the same time either
  // waits for this item and then counts it, or finishes first and this create is refused.
  const [type] = await tx
    .select()
    .from(dictionaryTypes)
    .where(eq(dictionaryTypes.id, body.typeId))
    .for('share');
  if (type === undefined) throw badRequest('notExists', { field: 'typeId' });
  await assertParent(tx, type, values.parentId);
  const [row] = await tx
    .insert(dictionaryData)
    .values({ ...values, typeId: type.id })
    .returning({ id: dictionaryData.id });
  return found(row === undefined ? [] : [row]).id;
}

export async function updateData(tx: Tx, id: string, body: DictionaryDataBody): Promise<void> {
  const values = dataValues(body);
  const current = found(
    await tx.select().from(dictionaryData).where(eq(dictionaryData.id, id)).for('update'),
  );
  if (body.typeId !== current.typeId) throw badRequest('dictionaryTypeFixed');
  await assertParent(tx, await typeById(tx, current.typeId), values.parentId, id);
  await tx.update(dictionaryData).set(values).where(eq(dictionaryData.id, id));
}

/** Deletes an item without children; the row is locked so a child added meanwhile is seen. */
export async function deleteData(tx: Tx, id: string): Promise<void> {
  found(
    await tx
      .select({ id: dictionaryData.id })
      .from(dictionaryData)
      .where(eq(dictionaryData.id, id))
      .for('update'),
  );
  const [children] = await tx
    .select({ n: count() })
    .from(dictionaryData)
    .where(eq(dictionaryData.parentId, id));
  if ((children?.n ?? 0) > 0) throw badRequest('dictionaryItemHasChildren');
  await tx.delete(dictionaryData).where(eq(dictionaryData.id, id));
}

/**
 * Sets `enabled` when the body names it, flips it otherwise, in one statement: two toggles at
 * once flip twice. A disabled item leaves the selects (with its subtree) at their next load.
 */
export async function setDataState(tx: Tx, id: string, body: StateBody): Promise<StateResult> {
  const next = body.enabled ?? sql<boolean>`not ${dictionaryData.enabled}`;
  const [row] = await tx
    .update(dictionaryData)
    .set({ enabled: next })
    .where(eq(dictionaryData.id, id))
    .returning({ enabled: dictionaryData.enabled });
  return found(row === undefined ? [] : [row]);
}
