import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { noticeMessages } from './locales';

/** Notices and messages: written, addressed and released by an administrator. */
export const noticeFeature = defineFeature({
  name: 'system.notice',
  pages: { '/system/notice': lazy(() => import('./page')) },
  locales: noticeMessages,
  tagTypes: ['Message', 'MessageReadInfo'],
});
