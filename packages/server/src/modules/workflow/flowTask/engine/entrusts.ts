import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';

/**
 * Entrusts (流程委托, flow_delegates): from `start_at` to `end_at` the user `to_user_id` acts on
 * the to-dos of `user_id` for the chosen flows (none chosen: every flow). These conditions are
 * written once here for the engine's checks and lists.
 */

/** An entrust from `owner` to `delegate` that holds at `at` for the flow `flowId`. */
export function entrustHolds(owner: SQL, delegate: string, flowId: SQL, at: Date): SQL {
  return sql`exists (select 1 from flow_delegates d
    where d.user_id = ${owner} and d.to_user_id = ${delegate}
      and d.start_at <= ${at.toISOString()}::timestamptz
      and d.end_at > ${at.toISOString()}::timestamptz
      and (d.flow_ids = '[]'::jsonb or d.flow_ids ? ${flowId}))`;
}

/** The users who entrust `delegate` with something at `at` (for any flow). */
export async function entrustingUsers(
  db: Queryable,
  delegate: string,
  at: Date,
): Promise<string[]> {
  const result = await db.execute<{ user_id: string }>(sql`
    select distinct d.user_id from flow_delegates d
    where d.to_user_id = ${delegate}
      and d.start_at <= ${at.toISOString()}::timestamptz
      and d.end_at > ${at.toISOString()}::timestamptz`);
  return result.rows.map((row) => row.user_id);
}

/** Whether `delegate` may act on `owner`'s to-dos of the flow at `at`. */
export async function actsFor(
  db: Queryable,
  owner: string,
  delegate: string,
  flowId: string,
  at: Date,
): Promise<boolean> {
  const result = await db.execute(
    sql`select 1 where ${entrustHolds(sql`${owner}`, delegate, sql`${flowId}`, at)}`,
  );
  return result.rows.length > 0;
}
