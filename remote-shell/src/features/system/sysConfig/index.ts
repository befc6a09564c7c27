import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { sysConfigMessages } from './locales';

/** System configuration: the settings administrators change at run time. */
export const sysConfigFeature = defineFeature({
  name: 'system.sysConfig',
  pages: { '/system/sysConfig': lazy(() => import('./page')) },
  locales: sysConfigMessages,
  tagTypes: ['SysConfig'],
});
