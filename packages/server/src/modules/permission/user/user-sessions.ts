import { and, count, eq, ne } from 'drizzle-orm';
import { users } from '../../../db/schema';
import { badRequest } from '../../../plugins/envelope/api-error';
import type { Tx } from '../../../kernel/module-deps';

/**
 * Refuses to disable or delete the last enabled administrator. The administrators' rows are
 * locked first, so two concurrent requests cannot each remove "the other" last one.
 */
export async function assertAnotherAdministrator(tx: Tx, userId: string): Promise<void> {
  const [target] = await tx
    .select({ isAdministrator: users.isAdministrator, enabled: users.enabled })
    .from(users)
    .where(eq(users.id, userId));
  if (target === undefined || !target.isAdministrator || !target.enabled) return;
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdministrator, true), eq(users.enabled, true)))
    .for('update');
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdministrator, true), eq(users.enabled, true), ne(users.id, userId)));
  if ((others?.n ?? 0) === 0) throw badRequest('lastAdministrator');
}
