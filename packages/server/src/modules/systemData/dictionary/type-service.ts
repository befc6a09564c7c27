import type {
  DictionaryTypeBody,
  DictionaryTypeBriefNode,
  DictionaryTypeList,
  DictionaryTypeNode,
  DictionaryTypeRecord,
  Language,
} from '@mepm/contract';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { codeText, optionalId, optionalText } from '../../../kernel/data/text-fields';
import { found } from '../../../kernel/data/not-found';
import { keywordOf } from '../../../kernel/data/keyword';
import { menuOpening } from '../../../kernel/menu/menu-opening';
import { buildTree } from '../../../kernel/tree/build-tree';
import { withAncestors } from '../../../kernel/tree/with-ancestors';
import { badRequest } from '../../../plugins/envelope/api-error';
import { nameIn, namesOf, storedNames } from './names';
import { dictionaryData, dictionaryTypes } from './schema';

type TypeRow = typeof dictionaryTypes.$inferSelect;

/** The menu type that opens a dictionary type's data (SPEC §2: 4, dynamic dictionary). */
const DICTIONARY_MENU_TYPE = 4;

const bySort = (a: TypeRow, b: TypeRow) =>
  a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode);

function toRecord(row: TypeRow): DictionaryTypeRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    enCode: row.enCode,
    fullName: row.fullName,
    names: storedNames(row),
    isTree: row.isTree,
    sortCode: row.sortCode,
    description: row.description,
    createdTime: row.createdAt.getTime(),
  };
}

const links = { id: (row: TypeRow) => row.id, parentId: (row: TypeRow) => row.parentId };

/** The whole type tree (it is small: people file each type by hand); a keyword keeps ancestors. */
export async function listTypes(
  db: Db,
  query: { keyword?: string | undefined },
): Promise<DictionaryTypeList> {
  const rows = await db.select().from(dictionaryTypes);
  const keyword = keywordOf(query)?.toLowerCase();
  const kept =
    keyword === undefined
      ? rows
      : withAncestors(rows, links, (row) =>
          [row.enCode, row.fullName, row.names.zhtw ?? '', row.names.en ?? ''].some((text) =>
            text.toLowerCase().includes(keyword),
          ),
        );
  return {
    list: buildTree<TypeRow, DictionaryTypeNode>(kept, {
      ...links,
      compare: bySort,
      node: (row, children) => ({ ...toRecord(row), children }),
    }),
  };
}

/** The type tree for pickers, named in the reader's language. */
export async function typeSelector(db: Db, language: Language): Promise<DictionaryTypeBriefNode[]> {
  const rows = await db.select().from(dictionaryTypes);
  return buildTree<TypeRow, DictionaryTypeBriefNode>(rows, {
    ...links,
    compare: bySort,
    node: (row, children) => ({
      id: row.id,
      parentId: row.parentId,
      enCode: row.enCode,
      fullName: nameIn(row, language),
      isTree: row.isTree,
      children,
    }),
  });
}

export async function readType(db: Queryable, id: string): Promise<DictionaryTypeRecord> {
  return toRecord(found(await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id))));
}

function typeValues(body: DictionaryTypeBody) {
  return {
    parentId: optionalId(body.parentId ?? undefined),
    enCode: codeText(body.enCode),
    ...namesOf(body),
    isTree: body.isTree ?? false,
    sortCode: body.sortCode ?? 0,
    description: optionalText(body.description, 'description'),
  };
}

/** The parent must exist and, for an edit, must not be the type itself or below it. */
async function assertParent(tx: Tx, parentId: string | null, id?: string): Promise<void> {
  if (parentId === null) return;
  const all = await tx
    .select({ id: dictionaryTypes.id, parentId: dictionaryTypes.parentId })
    .from(dictionaryTypes);
  const parentOf = new Map(all.map((row) => [row.id, row.parentId]));
  // A shared lock: deleting the parent meanwhile waits for this write and then sees the child.
  const locked = await tx
    .select({ id: dictionaryTypes.id })
    .from(dictionaryTypes)
    .where(eq(dictionaryTypes.id, parentId))
    .for('share');
  if (!parentOf.has(parentId) || locked.length === 0) {
    throw badRequest('notExists', { field: 'parentId' });
  }
  for (let cur: string | null = parentId, steps = 0; cur !== null; steps++) {
    if (cur === id || steps > all.length) throw badRequest('parentIsDescendant');
    cur = parentOf.get(cur) ?? null;
  }
}

export async function createType(tx: Tx, body: DictionaryTypeBody): Promise<string> {
  const values = typeValues(body);
  await assertParent(tx, values.parentId);
  const [row] = await tx
    .insert(dictionaryTypes)
    .values(values)
    .returning({ id: dictionaryTypes.id });
  return found(row === undefined ? [] : [row]).id;
}

export async function updateType(tx: Tx, id: string, body: DictionaryTypeBody): Promise<void> {
  const values = typeValues(body);
  const current = found(
    await tx.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id)).for('update'),
  );
  await assertParent(tx, values.parentId, id);
  if (current.isTree && !values.isTree) {
    const [nested] = await tx
      .select({ n: count() })
      .from(dictionaryData)
      .where(and(eq(dictionaryData.typeId, id), isNotNull(dictionaryData.parentId)));
    if ((nested?.n ?? 0) > 0) throw badRequest('dictionaryTypeStillTree');
  }
  await tx.update(dictionaryTypes).set(values).where(eq(dictionaryTypes.id, id));
}

/**
 * Deletes a type that has no sub-types, no data and no menu entry opening it. The row is locked
 * first, so an item created meanwhile is counted (its foreign key waits for the lock).
 */
export async function deleteType(tx: Tx, id: string): Promise<void> {
  found(
    await tx
      .select({ id: dictionaryTypes.id })
      .from(dictionaryTypes)
      .where(eq(dictionaryTypes.id, id))
      .for('update'),
  );
  const [children] = await tx
    .select({ n: count() })
    .from(dictionaryTypes)
    .where(eq(dictionaryTypes.parentId, id));
  if ((children?.n ?? 0) > 0) throw badRequest('dictionaryTypeHasChildren');
  const [items] = await tx
    .select({ n: count() })
    .from(dictionaryData)
    .where(eq(dictionaryData.typeId, id));
  if ((items?.n ?? 0) > 0) throw badRequest('dictionaryTypeHasData', { count: items?.n ?? 0 });
  const menu = await menuOpening(tx, DICTIONARY_MENU_TYPE, id);
  if (menu !== undefined) throw badRequest('dictionaryTypeInUse', { name: menu });
  await tx.delete(dictionaryTypes).where(eq(dictionaryTypes.id, id));
}
