import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { monitorMessages } from './locales';

/** The server monitor: live figures of the machine, the process and the database. */
export const monitorFeature = defineFeature({
  name: 'system.monitor',
  pages: { '/system/monitor': lazy(() => import('./page')) },
  locales: monitorMessages,
  tagTypes: [],
});
