import type { FlowDelegateListQuery, FlowDelegatePage, FlowDelegateRow } from '@mepm/contract';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client';
import { flowDelegates, flowEngines, users } from '../../../db/schema';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';

const giver = alias(users, 'giver');
const taker = alias(users, 'taker');

const columns = {
  id: flowDelegates.id,
  userId: flowDelegates.userId,
  userName: giver.realName,
  toUserId: flowDelegates.toUserId,
  toUserName: taker.realName,
  flowIds: flowDelegates.flowIds,
  startAt: flowDelegates.startAt,
  endAt: flowDelegates.endAt,
  description: flowDelegates.description,
  createdAt: flowDelegates.createdAt,
  version: flowDelegates.version,
};

function selectRows(db: Queryable, where: SQL | undefined) {
  return db
    .select(columns)
    .from(flowDelegates)
    .innerJoin(giver, eq(giver.id, flowDelegates.userId))
    .innerJoin(taker, eq(taker.id, flowDelegates.toUserId))
    .where(where);
}

type Selected = Awaited<ReturnType<typeof selectRows>>[number];

/** The rows with their flows' names, looked up once for the whole page. */
async function toRows(db: Queryable, rows: Selected[]): Promise<FlowDelegateRow[]> {
  const ids = [...new Set(rows.flatMap((row) => row.flowIds))];
  const flows =
    ids.length === 0
      ? []
      : await db
          .select({ id: flowEngines.id, fullName: flowEngines.fullName })
          .from(flowEngines)
          .where(inArray(flowEngines.id, ids));
  const names = new Map(flows.map((flow) => [flow.id, flow.fullName]));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    toUserId: row.toUserId,
    toUserName: row.toUserName,
    flowIds: row.flowIds,
    flowNames: row.flowIds.map((id) => names.get(id) ?? ''),
    startTime: row.startAt.getTime(),
    endTime: row.endAt.getTime(),
    description: row.description,
    createdTime: row.createdAt.getTime(),
    version: row.version,
  }));
}

/** The caller's entrusts, given or received, newest start first; the keyword names the other side. */
export async function listDelegates(
  db: Queryable,
  userId: string,
  query: FlowDelegateListQuery,
): Promise<FlowDelegatePage> {
  const received = query.side === 'received';
  const keyword = keywordOf(query);
  // The count reads the entrusts alone, so the other side's name is matched by a subquery.
  const other = received ? flowDelegates.userId : flowDelegates.toUserId;
  const where = and(
    eq(received ? flowDelegates.toUserId : flowDelegates.userId, userId),
    keyword === undefined
      ? undefined
      : inArray(
          other,
          db
            .select({ id: users.id })
            .from(users)
            .where(keywordMatch(keyword, [users.realName, users.account])),
        ),
  );
  const { rows, pagination } = await pagedSelect(db, query, {
    table: flowDelegates,
    where,
    readsAlso: [users],
    rows: (window) =>
      selectRows(db, where)
        .orderBy(desc(flowDelegates.startAt), desc(flowDelegates.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: await toRows(db, rows), pagination };
}

/** One entrust the caller gave or received; any other answers 404. */
export async function readDelegate(
  db: Queryable,
  userId: string,
  id: string,
): Promise<FlowDelegateRow> {
  const rows = await selectRows(
    db,
    and(
      eq(flowDelegates.id, id),
      or(eq(flowDelegates.userId, userId), eq(flowDelegates.toUserId, userId)),
    ),
  );
  const [row] = await toRows(db, [found(rows)]);
  return found(row === undefined ? [] : [row]);
}
