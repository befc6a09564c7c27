import type { FlowDelegateBody } from '@mepm/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { flowDelegates, flowEngines, users } from '../../../db/schema';
import { found } from '../../../kernel/data/not-found';
import { badRequest } from '../../../plugins/envelope/api-error';

/** What an entrust stores, checked: the flows deduplicated, the times as dates. */
interface DelegateValues {
  toUserId: string;
  flowIds: string[];
  startAt: Date;
  endAt: Date;
  description: string;
}

/**
 * Checks a body against the database and the clock. Entrusts of one user are written one at a
 * time (a transaction lock on the user's name), so two overlapping ones sent at once cannot
 * both pass the overlap check.
 */
async function checkedValues(
  tx: Tx,
  userId: string,
  body: FlowDelegateBody,
  now: Date,
  exceptId?: string,
): Promise<DelegateValues> {
  if (body.toUserId === userId) throw badRequest('delegateToSelf');
  if (body.startTime >= body.endTime || body.endTime <= now.getTime()) {
    throw badRequest('delegateWindow');
  }
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`flow_delegates:${userId}`}, 0))`,
  );
  const [taker] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.toUserId), eq(users.enabled, true)));
  if (taker === undefined) throw badRequest('delegateToUnknown');
  const flowIds = [...new Set(body.flowIds)];
  if (flowIds.length > 0) {
    const known = await tx
      .select({ id: flowEngines.id })
      .from(flowEngines)
      .where(inArray(flowEngines.id, flowIds));
    const have = new Set(known.map((flow) => flow.id));
    const missing = flowIds.find((id) => !have.has(id));
    if (missing !== undefined) throw badRequest('delegateUnknownFlow', { id: missing });
  }
  const startAt = new Date(body.startTime);
  const endAt = new Date(body.endTime);
  // Two entrusts of one user overlap when their windows meet and their flows do: an empty
  // list is every flow.
  const flows = sql`${JSON.stringify(flowIds)}::jsonb`;
  const [clash] = await tx
    .select({ name: users.realName })
    .from(flowDelegates)
    .innerJoin(users, eq(users.id, flowDelegates.toUserId))
    .where(
      and(
        eq(flowDelegates.userId, userId),
        exceptId === undefined ? undefined : ne(flowDelegates.id, exceptId),
        sql`${flowDelegates.startAt} < ${endAt} and ${startAt} < ${flowDelegates.endAt}`,
        sql`(${flowDelegates.flowIds} = '[]'::jsonb or ${flows} = '[]'::jsonb
          or exists (select 1 from jsonb_array_elements_text(${flowDelegates.flowIds}) as f(id)
                     where ${flows} ? f.id))`,
      ),
    )
    .limit(1);
  if (clash !== undefined) throw badRequest('delegateOverlap', { name: clash.name });
  return { toUserId: body.toUserId, flowIds, startAt, endAt, description: body.description ?? '' };
}

export async function createDelegate(
  tx: Tx,
  userId: string,
  body: FlowDelegateBody,
  now: Date,
): Promise<string> {
  const values = await checkedValues(tx, userId, body, now);
  const [row] = await tx
    .insert(flowDelegates)
    .values({ ...values, userId })
    .returning({ id: flowDelegates.id });
  return found(row === undefined ? [] : [row]).id;
}

/** Changes an entrust the caller gave, read at `version`; another's answers 404. */
export async function updateDelegate(
  tx: Tx,
  userId: string,
  id: string,
  body: FlowDelegateBody & { version: number },
  now: Date,
): Promise<void> {
  const mine = and(eq(flowDelegates.id, id), eq(flowDelegates.userId, userId));
  const current = found(
    await tx
      .select({ version: flowDelegates.version })
      .from(flowDelegates)
      .where(mine)
      .for('update'),
  );
  if (current.version !== body.version) throw badRequest('delegateStale');
  const values = await checkedValues(tx, userId, body, now, id);
  await tx
    .update(flowDelegates)
    .set({ ...values, version: sql`${flowDelegates.version} + 1` })
    .where(mine);
}

/** Ends an entrust the caller gave; another's answers 404. */
export async function deleteDelegate(tx: Tx, userId: string, id: string): Promise<void> {
  found(
    await tx
      .delete(flowDelegates)
      .where(and(eq(flowDelegates.id, id), eq(flowDelegates.userId, userId)))
      .returning({ id: flowDelegates.id }),
  );
}
