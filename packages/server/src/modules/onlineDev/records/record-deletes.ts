import { ROW_ID } from '@mepm/form-engine';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { recordNotFound } from '../../../kernel/data/not-found';
import type { Caller } from '../../../kernel/caller';
import type { PageLayout } from './page-layout';
import { liveRows } from './record-reads';
import { deleteSubRows } from './sub-rows';

/**
 * Deletes the records `ids` in one transaction: each is marked deleted (`f_delete_mark`, which
 * every read excludes) by one UPDATE inside the caller's scope, and its sub-tables' rows are
 * deleted. When any id is missing, already deleted or outside the scope, nothing is deleted and
 * the answer is 404: the caller learns no more about a record it cannot reach.
 */
export async function deleteRecords(
  db: Db,
  caller: Caller,
  layout: PageLayout,
  ids: readonly string[],
  scope: SQL | undefined,
  at: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const where: SQL =
      and(sql`${sql.identifier(ROW_ID)} = any(${sql.param([...ids])}::text[])`, liveRows(scope)) ??
      sql`false`;
    const marked = await tx.execute(sql`update ${sql.identifier(layout.table)}
      set f_delete_mark = 1, f_modifier_user_id = ${caller.id},
        f_updated_at = ${at.toISOString()}::timestamptz, f_version = f_version + 1
      where ${where}
      returning ${sql.identifier(ROW_ID)}`);
    if (marked.rows.length !== ids.length) throw recordNotFound();
    await deleteSubRows(tx, layout, ids);
    return ids.length;
  });
}
