import { and, eq, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Tx } from '../admin-common/deps';
import { found } from '../admin-common/not-found';

/**
 * Locks one user's row for the rest of the transaction, or 404 when it is missing or outside the
 * caller's scope; answers the state the change starts from.
 */
export async function lockUserInScope(
  tx: Tx,
  id: string,
  scope: SQL | undefined,
): Promise<{ enabled: boolean }> {
  return found(
    await tx
      .select({ enabled: users.enabled })
      .from(users)
      .where(and(eq(users.id, id), scope))
      .for('update'),
  );
}
