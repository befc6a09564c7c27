import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// A type alias, not an interface: drizzle's execute() wants a record type.
export type OrgLink = {
  id: string;
  category: string;
  full_name: string;
};

/** The organisation and its ancestors, nearest first (bounded against a cyclic tree). */
export async function organizationChain(db: Db, organizeId: string): Promise<OrgLink[]> {
  const result = await db.execute<OrgLink>(sql`
    with recursive chain as (
      select id, parent_id, category, full_name, 0 as depth
      from organizations where id = ${organizeId}
      union all
      select o.id, o.parent_id, o.category, o.full_name, chain.depth + 1
      from organizations o join chain on o.id = chain.parent_id
      where chain.depth < 32
    )
    select id, category, full_name from chain order by depth`);
  return result.rows;
}
