import type { FlowLauncher } from '@mepm/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { flowEngineLaunchers, flowEngines, flowTasks } from '../../../db/schema';
import { found } from '../../../kernel/data/not-found';
import { badRequest } from '../../../plugins/envelope/api-error';
import { permissionDenied } from '../../../plugins/permission';
import type { FlowValues } from './flow-values';

const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

async function replaceLaunchers(tx: Tx, flowId: string, launchers: readonly FlowLauncher[]) {
  await tx.delete(flowEngineLaunchers).where(eq(flowEngineLaunchers.flowId, flowId));
  if (launchers.length === 0) return;
  await tx.insert(flowEngineLaunchers).values(launchers.map((l) => ({ ...l, flowId })));
}

/** A new definition by the caller, never released (state 0). */
export async function createFlow(tx: Tx, userId: string, values: FlowValues): Promise<string> {
  const [row] = await tx
    .insert(flowEngines)
    .values({ ...values.columns, state: 0, creatorUserId: userId, modifierUserId: userId })
    .returning({ id: flowEngines.id });
  const { id } = found(row === undefined ? [] : [row]);
  await replaceLaunchers(tx, id, values.launchers);
  return id;
}

/**
 * Saves a definition read at `version`; its state and released version stay (the next release
 * takes the new template). The version check and the write are one statement, so two editors of
 * one version cannot both win. `mayDesign` false: the template must stay as stored (the design
 * button is another right than editing the attributes), checked in the same statement.
 */
export async function updateFlow(
  tx: Tx,
  userId: string,
  id: string,
  version: number,
  values: FlowValues,
  mayDesign: boolean,
): Promise<void> {
  const written = await tx
    .update(flowEngines)
    .set({ ...values.columns, modifierUserId: userId, version: sql`${flowEngines.version} + 1` })
    .where(
      and(
        eq(flowEngines.id, id),
        eq(flowEngines.version, version),
        mayDesign ? undefined : sql`${flowEngines.template} = ${jsonb(values.columns.template)}`,
      ),
    )
    .returning({ id: flowEngines.id });
  if (written.length === 0) {
    const current = found(
      await tx
        .select({ version: flowEngines.version })
        .from(flowEngines)
        .where(eq(flowEngines.id, id)),
    );
    if (current.version !== version) throw badRequest('flowStale');
    throw permissionDenied();
  }
  await replaceLaunchers(tx, id, values.launchers);
}

/**
 * Deletes a definition no task was launched on, with its versions and launchers. The row is
 * locked first: a launch at the same moment either committed its task before (and is seen
 * here) or waits on the lock and then finds no flow.
 */
export async function deleteFlow(tx: Tx, id: string): Promise<void> {
  found(
    await tx
      .select({ id: flowEngines.id })
      .from(flowEngines)
      .where(eq(flowEngines.id, id))
      .for('update'),
  );
  const [task] = await tx
    .select({ id: flowTasks.id })
    .from(flowTasks)
    .where(eq(flowTasks.flowId, id))
    .limit(1);
  if (task !== undefined) throw badRequest('flowInUse');
  await tx.delete(flowEngines).where(eq(flowEngines.id, id));
}
