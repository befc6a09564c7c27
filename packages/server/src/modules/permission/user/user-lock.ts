import { and, eq, type SQL } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { refused } from '../../../plugins/permission/delegation';
import type { Tx } from '../../../kernel/module-deps';
import { found } from '../../../kernel/data/not-found';

/**
 * Locks one user's row for the rest of the transaction, or 404 when it is missing or outside the
 * caller's scope; answers the state the change starts from.
 */
export async function lockUserInScope(
  tx: Tx,
  id: string,
  scope: SQL | undefined,
): Promise<{ enabled: boolean; organizeId: string | null }> {
  return found(
    await tx
      .select({ enabled: users.enabled, organizeId: users.organizeId })
      .from(users)
      .where(and(eq(users.id, id), scope))
      .for('update'),
  );
}

/**
 * The scope is checked on the written row too, inside the transaction: a create or an edit that
 * would put the user where the caller cannot see it is refused, and the refusal undoes it.
 */
export async function assertUserInScope(tx: Tx, id: string, scope: SQL | undefined): Promise<void> {
  if (scope === undefined) return;
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), scope));
  if (rows.length === 0) throw refused('outsideDataScope');
}
