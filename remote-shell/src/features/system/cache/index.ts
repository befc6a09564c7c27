import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { cacheMessages } from './locales';

/** The cache page: what the server caches, and clearing it. */
export const cacheFeature = defineFeature({
  name: 'system.cache',
  pages: { '/system/cache': lazy(() => import('./page')) },
  locales: cacheMessages,
  tagTypes: ['ServerCache'],
});
