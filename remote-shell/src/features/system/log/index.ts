import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { logMessages } from './locales';

/** The system log: sign-ins, operations and errors, in one page with tabs. */
export const logFeature = defineFeature({
  name: 'system.log',
  pages: { '/system/log': lazy(() => import('./page')) },
  locales: logMessages,
  tagTypes: ['Log'],
});
