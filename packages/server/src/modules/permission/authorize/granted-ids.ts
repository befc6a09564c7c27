import type { AuthorizeGrantedIds, AuthorizeObjectType } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

type GrantRow = { item_type: string; item_id: string };

/**
 * The ids granted to one object, per kind. Only grants whose item still exists with the kind
 * the grant claims are reported, so that sending the answer back with PUT always validates.
 */
export async function grantedIds(
  db: Db,
  objectType: AuthorizeObjectType,
  objectId: string,
): Promise<AuthorizeGrantedIds> {
  const result = await db.execute<GrantRow>(sql`
    select distinct g.item_type, g.item_id
    from grants g
    where g.object_type = ${objectType}
      and g.object_id = ${objectId}
      and (
        (g.item_type in ('menu', 'module')
          and exists (select 1 from menus m where m.id = g.item_id))
        or (g.item_type in ('button', 'column', 'form')
          and exists (
            select 1 from menu_elements e where e.id = g.item_id and e.kind = g.item_type
          ))
        or (g.item_type = 'resource'
          and exists (select 1 from data_schemes s where s.id = g.item_id))
      )
    order by g.item_type, g.item_id`);
  const ofType = (...types: string[]) => [
    ...new Set(
      result.rows.filter((row) => types.includes(row.item_type)).map((row) => row.item_id),
    ),
  ];
  return {
    menuIds: ofType('menu', 'module'),
    buttonIds: ofType('button'),
    columnIds: ofType('column'),
    formIds: ofType('form'),
    resourceIds: ofType('resource'),
  };
}
