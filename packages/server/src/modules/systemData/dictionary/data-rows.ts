import { and, asc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { found } from '../../../kernel/data/not-found';
import { dictionaryData, dictionaryTypes } from './schema';

export type TypeRow = typeof dictionaryTypes.$inferSelect;
export type DataRow = typeof dictionaryData.$inferSelect;

/** Siblings by sort code, then code. */
export const bySort = (a: DataRow, b: DataRow) =>
  a.sortCode - b.sortCode || a.enCode.localeCompare(b.enCode);

export const dataLinks = {
  id: (row: DataRow) => row.id,
  parentId: (row: DataRow) => row.parentId,
};

/** A type by id, or 404. */
export async function typeById(db: Queryable, id: string): Promise<TypeRow> {
  return found(await db.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, id)));
}

/** A type by id or by code (codes hold no dashes, ids do), or 404. */
export async function typeByRef(db: Queryable, ref: string): Promise<TypeRow> {
  return found(
    await db
      .select()
      .from(dictionaryTypes)
      .where(or(eq(dictionaryTypes.id, ref), eq(dictionaryTypes.enCode, ref))),
  );
}

/** Every item of a type, in sibling order. */
export function itemsOf(db: Queryable, typeId: string, enabledOnly = false): Promise<DataRow[]> {
  return db
    .select()
    .from(dictionaryData)
    .where(
      and(
        eq(dictionaryData.typeId, typeId),
        enabledOnly ? eq(dictionaryData.enabled, true) : undefined,
      ),
    )
    .orderBy(asc(dictionaryData.sortCode), asc(dictionaryData.enCode));
}
