import { effectiveGrantsQuery } from '../../plugins/permission/effective-grants';
import type { Db } from '../../db/client';

export interface GrantedItem {
  itemType: string;
  itemId: string;
}

/** The user's effective grants (plugins/permission/effective-grants.ts). */
export async function grantedItems(db: Db, userId: string): Promise<GrantedItem[]> {
  const result = await db.execute<{ item_type: string; item_id: string }>(
    effectiveGrantsQuery(userId),
  );
  return result.rows.map((row) => ({ itemType: row.item_type, itemId: row.item_id }));
}
