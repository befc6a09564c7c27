import type { FlowEngineStateAnswer, FlowFormType, Language } from '@mepm/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { flowEngines, flowEngineVersions } from '../../../db/schema';
import { found } from '../../../kernel/data/not-found';
import { badRequest } from '../../../plugins/envelope/api-error';
import { flowForm } from './flow-form';
import { checkSubFlows } from './sub-flow-release';
import { checkedTemplate } from './template-check';

/**
 * Releases a definition: with its row locked, checks its template against its form as released
 * now, keeps both as the next version (numbered one past the last) and makes it the version new
 * tasks start on. Releases of one flow at the same moment wait on the lock and number in turn;
 * running tasks keep the version they started with.
 */
export async function releaseFlow(
  db: Db,
  userId: string,
  id: string,
  language: Language,
): Promise<FlowEngineStateAnswer> {
  return db.transaction(async (tx) => {
    const flow = found(
      await tx
        .select({
          template: flowEngines.template,
          formType: flowEngines.formType,
          formId: flowEngines.formId,
        })
        .from(flowEngines)
        .where(eq(flowEngines.id, id))
        .for('update'),
    );
    // The table's check constraint admits only the contract's form types.
    const form = await flowForm(tx, flow.formType as FlowFormType, flow.formId);
    const template = checkedTemplate(flow.template, form.facts, language);
    await checkSubFlows(tx, id, template);
    const [version] = await tx
      .insert(flowEngineVersions)
      .values({
        flowId: id,
        versionNo: sql`(select coalesce(max(${flowEngineVersions.versionNo}), 0) + 1
          from ${flowEngineVersions} where ${flowEngineVersions.flowId} = ${id})`,
        template,
        formData: form.formData,
        creatorUserId: userId,
      })
      .returning({ id: flowEngineVersions.id, versionNo: flowEngineVersions.versionNo });
    const released = found(version === undefined ? [] : [version]);
    await tx
      .update(flowEngines)
      .set({ state: 1, releasedVersionId: released.id, modifierUserId: userId })
      .where(eq(flowEngines.id, id));
    return { state: 1, releasedVersion: released.versionNo };
  });
}

/** Stops a released flow: no new tasks; running ones go on on their version. */
export async function stopFlow(db: Db, userId: string, id: string): Promise<FlowEngineStateAnswer> {
  const [stopped] = await db
    .update(flowEngines)
    .set({ state: 2, modifierUserId: userId })
    .where(and(eq(flowEngines.id, id), eq(flowEngines.state, 1)))
    .returning({ versionId: flowEngines.releasedVersionId });
  if (stopped === undefined) {
    found(await db.select({ id: flowEngines.id }).from(flowEngines).where(eq(flowEngines.id, id)));
    throw badRequest('flowNotReleased');
  }
  const [version] = await db
    .select({ versionNo: flowEngineVersions.versionNo })
    .from(flowEngineVersions)
    .where(eq(flowEngineVersions.id, stopped.versionId ?? ''));
  return { state: 2, releasedVersion: version?.versionNo ?? 0 };
}
