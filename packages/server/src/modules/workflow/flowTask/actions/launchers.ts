import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';
import { flowEngines } from '../../../../db/schema';
import type { Caller } from '../../../../kernel/caller';
import { launchableBy } from '../../../../kernel/workflow/launchers';

/**
 * Whether the caller may launch the flow: the same rule as the launch page's list of flows
 * (kernel/workflow/launchers.ts): open to everyone, or its launchers name the caller, their
 * organisation (or one above it), or an enabled position or role they hold.
 */
export async function mayLaunch(
  db: Queryable,
  caller: Caller,
  flow: { id: string; visibleType: number },
): Promise<boolean> {
  // Read already: a flow open to everyone needs no look at its launchers.
  if (caller.isAdministrator || flow.visibleType === 0) return true;
  const rows = await db
    .select({ id: flowEngines.id })
    .from(flowEngines)
    .where(and(eq(flowEngines.id, flow.id), await launchableBy(db, caller)));
  return rows.length > 0;
}
