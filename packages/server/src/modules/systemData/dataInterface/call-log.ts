import type { DataInterfaceLogPage, DataInterfaceLogQuery } from '@mepm/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema';
import { pagedSelect } from '../../../kernel/data/paged-select';
import { dataInterfaceLogs } from './schema';

export interface CallRecord {
  interfaceId: string;
  userId: string;
  via: 'preview' | 'options';
  calledAt: Date;
  durationMs: number;
  rowCount: number;
  success: boolean;
  /** The refusal as the caller read it; '' on success. */
  message: string;
}

/** Writes one call, in its own statement: a call that failed is logged all the same. */
export async function recordCall(db: Db, call: CallRecord): Promise<void> {
  await db.insert(dataInterfaceLogs).values({ ...call, message: call.message.slice(0, 500) });
}

/** An interface's calls, newest first, with who made them. */
export async function listCalls(
  db: Db,
  interfaceId: string,
  query: DataInterfaceLogQuery,
): Promise<DataInterfaceLogPage> {
  const where = eq(dataInterfaceLogs.interfaceId, interfaceId);
  const { rows, pagination } = await pagedSelect(db, query, {
    table: dataInterfaceLogs,
    where,
    rows: (window) =>
      db
        .select({
          id: dataInterfaceLogs.id,
          calledAt: dataInterfaceLogs.calledAt,
          userId: dataInterfaceLogs.userId,
          userName: users.realName,
          account: users.account,
          via: dataInterfaceLogs.via,
          durationMs: dataInterfaceLogs.durationMs,
          rowCount: dataInterfaceLogs.rowCount,
          success: dataInterfaceLogs.success,
          message: dataInterfaceLogs.message,
        })
        .from(dataInterfaceLogs)
        .leftJoin(users, eq(users.id, dataInterfaceLogs.userId))
        .where(where)
        .orderBy(desc(dataInterfaceLogs.calledAt), desc(dataInterfaceLogs.id))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      calledTime: row.calledAt.getTime(),
      userId: row.userId,
      userName: row.userName === null ? '' : `${row.userName}/${row.account ?? ''}`,
      via: row.via,
      durationMs: row.durationMs,
      rows: row.rowCount,
      success: row.success,
      message: row.message,
    })),
    pagination,
  };
}
