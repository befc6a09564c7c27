import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { flowEngines, users } from '../../../db/schema';
import type { Caller } from '../../../kernel/caller';
import { refused } from '../../../plugins/permission/delegation';

/**
 * A delegated (non-administrator) holder of 流程设计 changes, deletes, releases and stops only
 * flows an administrator did not create: an administrator's flow routes the company's approvals,
 * and whoever could redesign it could send those approvals to themselves. Copying it makes a flow
 * of their own, which is theirs to change. An unknown id passes here and answers 404 in the write.
 */
export async function assertMayChangeFlow(
  db: Queryable,
  caller: Caller,
  flowId: string,
): Promise<void> {
  if (caller.isAdministrator) return;
  const [row] = await db
    .select({ byAdministrator: users.isAdministrator })
    .from(flowEngines)
    .innerJoin(users, eq(users.id, flowEngines.creatorUserId))
    .where(eq(flowEngines.id, flowId));
  if (row?.byAdministrator === true) throw refused('flowOfAdministrator');
}
