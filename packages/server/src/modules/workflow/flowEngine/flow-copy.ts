import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { flowEngineLaunchers, flowEngines } from '../../../db/schema';
import { copyNaming } from '../../../kernel/data/copy-naming';
import { found } from '../../../kernel/data/not-found';

/**
 * Copies a definition as a new, unreleased one by the caller, with its launchers, in one
 * INSERT … SELECT each: the name gets the caller's copy suffix (`nameOf`), the code a suffix
 * from the new id's random bits, so that copies made at once never share a code. Versions stay
 * with the original.
 */
export async function copyFlow(
  tx: Tx,
  userId: string,
  id: string,
  nameOf: (name: string) => string,
): Promise<string> {
  const original = found(
    await tx
      .select({ enCode: flowEngines.enCode, fullName: flowEngines.fullName })
      .from(flowEngines)
      .where(eq(flowEngines.id, id)),
  );
  const { id: copyId, enCode, fullName } = copyNaming(original, nameOf);
  const copied = await tx.execute<{ id: string }>(sql`
    insert into ${flowEngines} (id, en_code, full_name, category, type, icon, icon_background,
      form_type, form_id, visible_type, template, state, sort_code, description,
      creator_user_id, modifier_user_id)
    select ${copyId}, ${enCode}, ${fullName}, category, type, icon, icon_background, form_type,
      form_id, visible_type, template, 0, sort_code, description, ${userId}, ${userId}
    from ${flowEngines} where id = ${id}
    returning id`);
  found(copied.rows);
  await tx.execute(sql`
    insert into ${flowEngineLaunchers} (flow_id, object_type, object_id)
    select ${copyId}, object_type, object_id from ${flowEngineLaunchers}
    where ${flowEngineLaunchers.flowId} = ${id}`);
  return copyId;
}
