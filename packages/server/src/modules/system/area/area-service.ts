import {
  AREA_MAX_LEVEL,
  AREA_ROOT_ID,
  AREA_SEARCH_LIMIT,
  AREA_TYPES,
  type AreaBody,
  type AreaChildrenQuery,
  type AreaNode,
  type AreaOption,
  type AreaType,
  type StateBody,
  type StateResult,
} from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { and, asc, count, eq, getTableColumns, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { optionalText, requiredText } from '../../../kernel/data/text-fields';
import { badRequest } from '../../../plugins/envelope/api-error';
import { areas } from './schema';

/** The level's type; the table's check keeps levels within the contract's types. */
function typeOf(level: number): AreaType {
  return AREA_TYPES[level - 1] ?? 'district';
}

/** Whether an area has areas under it, read by the index on the parent. */
const hasChildren = sql<boolean>`exists (select 1 from areas child where child.parent_id = areas.id)`;
const nodeColumns = { ...getTableColumns(areas), hasChildren };

/** The parent filter of `:id`: the top level for AREA_ROOT_ID. */
function under(parentId: string): SQL {
  return parentId === AREA_ROOT_ID ? isNull(areas.parentId) : eq(areas.parentId, parentId);
}

const order = [asc(areas.sortCode), asc(areas.enCode)];

/** The areas under `parentId`, or with a keyword those anywhere whose code or name holds it. */
export async function areaChildren(
  db: Db,
  parentId: string,
  query: AreaChildrenQuery,
): Promise<AreaNode[]> {
  const keyword = keywordOf(query);
  const where =
    keyword === undefined ? under(parentId) : keywordMatch(keyword, [areas.enCode, areas.fullName]);
  const rows = await db
    .select(nodeColumns)
    .from(areas)
    .where(where)
    .orderBy(asc(areas.level), ...order)
    .limit(AREA_SEARCH_LIMIT);
  return rows.map((row) => toNode(row));
}

type AreaRow = typeof areas.$inferSelect;

function toNode(row: AreaRow & { hasChildren: boolean }): AreaNode {
  return {
    id: row.id,
    parentId: row.parentId ?? AREA_ROOT_ID,
    enCode: row.enCode,
    fullName: row.fullName,
    type: typeOf(row.level),
    sortCode: row.sortCode,
    enabled: row.enabled,
    description: row.description,
    hasChildren: row.hasChildren,
  };
}

/** Enabled areas under `parentId` for the address picker; disabled ones hide their subtrees. */
export async function areaOptions(db: Db, parentId: string): Promise<AreaOption[]> {
  const enabledChildren = sql<boolean>`exists (select 1 from areas child
    where child.parent_id = areas.id and child.enabled)`;
  const rows = await db
    .select({
      id: areas.id,
      enCode: areas.enCode,
      fullName: areas.fullName,
      level: areas.level,
      hasChildren: enabledChildren,
    })
    .from(areas)
    .where(and(under(parentId), eq(areas.enabled, true)))
    .orderBy(...order)
    .limit(AREA_SEARCH_LIMIT * 5);
  return rows.map(({ level, ...row }) => ({ ...row, type: typeOf(level) }));
}

export async function readArea(db: Db, id: string): Promise<AreaNode> {
  return toNode(found(await db.select(nodeColumns).from(areas).where(eq(areas.id, id))));
}

function areaValues(body: AreaBody) {
  const enCode = requiredText(body.enCode, 'enCode');
  if (!validators.numericCode(enCode)) throw badRequest('areaCodeDigits', { field: 'enCode' });
  return {
    enCode,
    fullName: requiredText(body.fullName, 'fullName'),
    description: optionalText(body.description, 'description'),
    sortCode: body.sortCode ?? 0,
    enabled: body.enabled ?? true,
  };
}

/**
 * Creates an area under a province or a city (or a province without a parent). The parent is
 * locked for share, so that it cannot be deleted while its new child is written.
 */
export async function createArea(tx: Tx, body: AreaBody): Promise<string> {
  const values = areaValues(body);
  const parentId = body.parentId?.trim() ?? '';
  let level = 1;
  let parent: string | null = null;
  if (parentId !== '' && parentId !== AREA_ROOT_ID) {
    const [row] = await tx
      .select({ level: areas.level })
      .from(areas)
      .where(eq(areas.id, parentId))
      .for('share');
    if (row === undefined) throw badRequest('notExists', { field: 'parentId' });
    if (row.level >= AREA_MAX_LEVEL) throw badRequest('areaTooDeep');
    level = row.level + 1;
    parent = parentId;
  }
  const [created] = await tx
    .insert(areas)
    .values({ ...values, parentId: parent, level })
    .returning({ id: areas.id });
  return found(created === undefined ? [] : [created]).id;
}

/** Edits an area; its parent and level stay. */
export async function updateArea(tx: Tx, id: string, body: AreaBody): Promise<void> {
  found(
    await tx
      .update(areas)
      .set(areaValues(body))
      .where(eq(areas.id, id))
      .returning({ id: areas.id }),
  );
}

/**
 * Deletes an area without children. The row is locked first: a child added meanwhile waits for
 * the lock (its parent reference takes a share lock) and then fails on the missing parent.
 */
export async function deleteArea(tx: Tx, id: string): Promise<void> {
  found(await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, id)).for('update'));
  const [children] = await tx.select({ n: count() }).from(areas).where(eq(areas.parentId, id));
  const n = children?.n ?? 0;
  if (n > 0) throw badRequest('areaHasChildren', { count: n });
  await tx.delete(areas).where(eq(areas.id, id));
}

/** Sets or flips the state in one statement. */
export async function setAreaState(tx: Tx, id: string, body: StateBody): Promise<StateResult> {
  const enabled = body.enabled === undefined ? not(areas.enabled) : sql`${body.enabled}`;
  return found(
    await tx
      .update(areas)
      .set({ enabled: sql`${enabled}` })
      .where(eq(areas.id, id))
      .returning({ enabled: areas.enabled }),
  );
}
