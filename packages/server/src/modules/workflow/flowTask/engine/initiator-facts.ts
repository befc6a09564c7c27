import type { InitiatorFacts } from '@mepm/flow-engine';
import type { Queryable } from '../../../../db/client';
import { launcherKeys } from '../../../../kernel/workflow/launchers';

/**
 * What conditions ask of the initiator: their organisation with its ancestors and their enabled
 * roles, read as the launch check reads who a user is (kernel/workflow/launchers.ts).
 */
export async function initiatorFacts(db: Queryable, userId: string): Promise<InitiatorFacts> {
  const { types, ids } = await launcherKeys(db, userId);
  const idsOf = (type: string) => ids.filter((_, index) => types[index] === type);
  return { organizeIds: idsOf('organize'), roleIds: idsOf('role') };
}
