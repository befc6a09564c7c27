import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { taskMessages } from './locales';

/** Scheduled tasks: cron tasks running built-in jobs, run now, and their run history. */
export const taskFeature = defineFeature({
  name: 'system.task',
  pages: { '/system/task': lazy(() => import('./page')) },
  locales: taskMessages,
  tagTypes: ['ScheduleTask', 'TaskRun'],
});
