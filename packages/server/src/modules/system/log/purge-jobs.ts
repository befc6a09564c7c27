import { lt } from 'drizzle-orm';
import { errorLogs, loginLogs, operationLogs } from '../../../db/schema';
import { daysBefore, daysToKeep, defineJob, removedRows } from '../../../kernel/jobs/job';

/** Sign-in log rows older than `days`, for a scheduled task. */
export const purgeLoginLogsJob = defineJob({
  name: 'purgeLoginLogs',
  title: { zh: '清理登录日志', zhtw: '清理登入日誌', en: 'Purge sign-in logs' },
  params: [daysToKeep(90)],
  run: async ({ db, now, params }) => {
    const removed = await db
      .delete(loginLogs)
      .where(lt(loginLogs.loginAt, daysBefore(now, params.days ?? 90)))
      .returning({ id: loginLogs.id });
    return removedRows(removed.length);
  },
});

/** Operation log rows older than `days`, for a scheduled task (every write adds one). */
export const purgeOperationLogsJob = defineJob({
  name: 'purgeOperationLogs',
  title: { zh: '清理操作日志', zhtw: '清理操作日誌', en: 'Purge operation logs' },
  params: [daysToKeep(90)],
  run: async ({ db, now, params }) => {
    const removed = await db
      .delete(operationLogs)
      .where(lt(operationLogs.at, daysBefore(now, params.days ?? 90)))
      .returning({ id: operationLogs.id });
    return removedRows(removed.length);
  },
});

/** Error log rows older than `days`, for a scheduled task. */
export const purgeErrorLogsJob = defineJob({
  name: 'purgeErrorLogs',
  title: { zh: '清理错误日志', zhtw: '清理錯誤日誌', en: 'Purge error logs' },
  params: [daysToKeep(90)],
  run: async ({ db, now, params }) => {
    const removed = await db
      .delete(errorLogs)
      .where(lt(errorLogs.at, daysBefore(now, params.days ?? 90)))
      .returning({ id: errorLogs.id });
    return removedRows(removed.length);
  },
});
