import { and, isNotNull, lt, or } from 'drizzle-orm';
import { sessions } from '../../../db/schema';
import { daysBefore, daysToKeep, defineJob, removedRows } from '../../../kernel/jobs/job';
import { scheduleTaskRuns } from './schema';

/**
 * Sessions that ended more than `days` ago: expired, or revoked (logout, forced offline). They
 * are kept that long so that a token used after its end still answers "session ended" rather
 * than "not signed in" for a while.
 */
export const cleanSessionsJob = defineJob({
  name: 'cleanExpiredSessions',
  title: { zh: '清理过期会话', zhtw: '清理過期工作階段', en: 'Clean expired sessions' },
  params: [daysToKeep(7)],
  run: async ({ db, now, params }) => {
    const before = daysBefore(now, params.days ?? 7);
    const removed = await db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, before),
          and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before)),
        ),
      )
      .returning({ id: sessions.id });
    return removedRows(removed.length);
  },
});

/** Finished runs older than `days`; a run still going is kept. */
export const purgeTaskRunsJob = defineJob({
  name: 'purgeTaskRuns',
  title: { zh: '清理任务执行记录', zhtw: '清理排程執行記錄', en: 'Purge task run history' },
  params: [daysToKeep(30)],
  run: async ({ db, now, params }) => {
    const removed = await db
      .delete(scheduleTaskRuns)
      .where(
        and(
          lt(scheduleTaskRuns.startedAt, daysBefore(now, params.days ?? 30)),
          isNotNull(scheduleTaskRuns.endedAt),
        ),
      )
      .returning({ id: scheduleTaskRuns.id });
    return removedRows(removed.length);
  },
});
