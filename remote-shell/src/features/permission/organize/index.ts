import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { organizeMessages } from './locales';

/** Companies: the organisation tree's top level. */
export const organizeFeature = defineFeature({
  name: 'permission.organize',
  pages: { '/permission/organize': lazy(() => import('./page')) },
  locales: organizeMessages,
  tagTypes: ['Organize'],
});
