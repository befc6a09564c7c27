import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import type { Caller } from '../../../../kernel/caller';
import type { flowEngines } from '../../../../db/schema';
import { initiatorFacts } from '../engine/initiator-facts';

type Flow = Pick<typeof flowEngines.$inferSelect, 'id' | 'visibleType'>;

/**
 * Whether the caller may launch the flow: everyone may when it is open to all; otherwise its
 * launchers name the caller, their organisation (or one above it), a position or a role they hold.
 */
export async function mayLaunch(db: Queryable, caller: Caller, flow: Flow): Promise<boolean> {
  if (flow.visibleType === 0 || caller.isAdministrator) return true;
  const facts = await initiatorFacts(db, caller.id);
  const result = await db.execute(sql`
    select 1 from flow_engine_launchers l
    where l.flow_id = ${flow.id} and (
      (l.object_type = 'user' and l.object_id = ${caller.id})
      or (l.object_type = 'organize' and l.object_id = any(${sql.param(facts.organizeIds)}::text[]))
      or (l.object_type = 'role' and l.object_id = any(${sql.param(facts.roleIds)}::text[]))
      or (l.object_type = 'position' and exists (
        select 1 from user_relations ur where ur.user_id = ${caller.id}
          and ur.object_type = 'position' and ur.object_id = l.object_id)))
    limit 1`);
  return result.rows.length > 0;
}
