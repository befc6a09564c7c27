import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { copyNaming } from '../../../kernel/data/copy-naming';
import { found } from '../../../kernel/data/not-found';
import { webDesigns } from './schema';

/** Sets a design back to draft; its released keys and tables stay (records keep them). */
export async function draftDesign(tx: Tx, userId: string, id: string): Promise<void> {
  found(
    await tx
      .update(webDesigns)
      .set({ state: 0, modifierUserId: userId })
      .where(eq(webDesigns.id, id))
      .returning({ id: webDesigns.id }),
  );
}

/**
 * Copies a design as a new draft by the caller, in one INSERT … SELECT: the name gets the
 * caller's copy suffix (`nameOf`), the code a suffix from the new id's random bits, so that
 * copies made at once never share a code. Released keys and tables stay with the original: the
 * copy's release makes tables of its own, named after its code.
 */
export async function copyDesign(
  tx: Tx,
  userId: string,
  id: string,
  nameOf: (name: string) => string,
): Promise<string> {
  const original = found(
    await tx
      .select({ enCode: webDesigns.enCode, fullName: webDesigns.fullName })
      .from(webDesigns)
      .where(eq(webDesigns.id, id)),
  );
  const { id: copyId, enCode, fullName } = copyNaming(original, nameOf);
  const copied = await tx.execute<{ id: string }>(sql`
    insert into ${webDesigns} (id, en_code, full_name, category, type, web_type, state, form_data,
      field_keys, column_data, tables, db_link_id, sort_code, description, creator_user_id,
      modifier_user_id)
    select ${copyId}, ${enCode}, ${fullName}, category, type, web_type, 0, form_data, field_keys,
      column_data, null, db_link_id, sort_code, description, ${userId}, ${userId}
    from ${webDesigns} where id = ${id}
    returning id`);
  return found(copied.rows).id;
}
