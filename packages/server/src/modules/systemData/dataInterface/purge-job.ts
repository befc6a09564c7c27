import { lt } from 'drizzle-orm';
import { daysBefore, daysToKeep, defineJob, removedRows } from '../../../kernel/jobs/job';
import { dataInterfaceLogs } from './schema';

/** Interface call log rows older than `days`, for a scheduled task (every option load adds one). */
export const purgeInterfaceLogsJob = defineJob({
  name: 'purgeInterfaceLogs',
  title: {
    zh: '清理数据接口调用日志',
    zhtw: '清理資料介面呼叫日誌',
    en: 'Purge data interface call logs',
  },
  params: [daysToKeep(30)],
  run: async ({ db, now, params }) => {
    const removed = await db
      .delete(dataInterfaceLogs)
      .where(lt(dataInterfaceLogs.calledAt, daysBefore(now, params.days ?? 30)))
      .returning({ id: dataInterfaceLogs.id });
    return removedRows(removed.length);
  },
});
