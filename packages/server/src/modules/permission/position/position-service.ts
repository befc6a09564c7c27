import {
  MAX_ALL_ITEMS,
  type PositionBody,
  type PositionBrief,
  type PositionListQuery,
  type PositionPage,
  type PositionRecord,
} from '@mepm/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { organizations, positions } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import { assertMayEnable, type Caller } from '../../../plugins/permission/delegation';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import {
  codedRecordFields,
  codedValues,
  deleteHeldObject,
  type CodedRow,
} from '../../../kernel/data/coded-record';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { orgSubtreeSql } from '../../../kernel/org/org-subtree';
import { optionalId, requiredText } from '../../../kernel/data/text-fields';

const positionColumns = {
  id: positions.id,
  organizeId: positions.organizeId,
  organizeName: organizations.fullName,
  enCode: positions.enCode,
  fullName: positions.fullName,
  description: positions.description,
  sortCode: positions.sortCode,
  enabled: positions.enabled,
  createdAt: positions.createdAt,
};

interface PositionRow extends CodedRow {
  id: string;
  organizeId: string | null;
  organizeName: string | null;
}

function toPositionRecord(row: PositionRow): PositionRecord {
  return {
    id: row.id,
    organizeId: row.organizeId ?? '',
    organizeName: row.organizeName ?? '',
    ...codedRecordFields(row),
  };
}

const organizeOfPosition = eq(organizations.id, positions.organizeId);

/** Positions by sort code; `organizeId` includes the sub-organisations' positions. */
export async function listPositions(
  db: Db,
  query: PositionListQuery,
  versions?: DataVersions,
): Promise<PositionPage> {
  const conditions: (SQL | undefined)[] = [];
  const keyword = keywordOf(query);
  if (keyword !== undefined) {
    conditions.push(keywordMatch(keyword, [positions.enCode, positions.fullName]));
  }
  const organizeId = optionalId(query.organizeId);
  if (organizeId !== null) {
    conditions.push(sql`${positions.organizeId} in (${orgSubtreeSql(organizeId)})`);
  }
  const where = and(...conditions);
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: positions,
    where,
    readsAlso: [organizations],
    rows: (window) =>
      db
        .select(positionColumns)
        .from(positions)
        .leftJoin(organizations, organizeOfPosition)
        .where(where)
        .orderBy(asc(positions.sortCode), asc(positions.enCode))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map(toPositionRecord), pagination };
}

/** Enabled positions for pickers, at most MAX_ALL_ITEMS. */
export function allPositions(db: Db): Promise<PositionBrief[]> {
  return db
    .select({
      id: positions.id,
      enCode: positions.enCode,
      fullName: positions.fullName,
      organizeId: sql<string>`coalesce(${positions.organizeId}, '')`,
    })
    .from(positions)
    .where(eq(positions.enabled, true))
    .orderBy(asc(positions.sortCode), asc(positions.enCode))
    .limit(MAX_ALL_ITEMS);
}

export async function readPosition(db: Db, id: string): Promise<PositionRecord> {
  return toPositionRecord(
    found(
      await db
        .select(positionColumns)
        .from(positions)
        .leftJoin(organizations, organizeOfPosition)
        .where(eq(positions.id, id)),
    ),
  );
}

async function checkedValues(db: Queryable, body: PositionBody) {
  const organizeId = requiredText(body.organizeId, 'organizeId');
  const organize = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizeId));
  if (organize.length === 0) throw badRequest('notExists', { field: 'organizeId' });
  return {
    organizeId,
    ...codedValues(body),
  };
}

export async function createPosition(db: Queryable, body: PositionBody): Promise<string> {
  const values = await checkedValues(db, body);
  const [row] = await db.insert(positions).values(values).returning({ id: positions.id });
  return found(row === undefined ? [] : [row]).id;
}

/** Edits a position; enabling it revives its rights, which a delegate may do only for its own. */
export async function updatePosition(
  tx: Tx,
  caller: Caller,
  id: string,
  body: PositionBody,
): Promise<void> {
  const values = await checkedValues(tx, body);
  const current = found(
    await tx
      .select({ enabled: positions.enabled })
      .from(positions)
      .where(eq(positions.id, id))
      .for('update'),
  );
  if (!current.enabled && values.enabled) await assertMayEnable(tx, caller, 'position', id);
  await tx.update(positions).set(values).where(eq(positions.id, id));
}

/** Deletes a position that no user holds, with its grants. */
export function deletePosition(tx: Tx, id: string): Promise<void> {
  const held = { table: positions, objectType: 'position', inUse: 'positionInUse' } as const;
  return deleteHeldObject(tx, held, id);
}
