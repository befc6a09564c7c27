import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { authorizeMessages } from './locales';

/** The authorisation page: what a role, position or user is granted. */
export const authorizeFeature = defineFeature({
  name: 'permission.authorize',
  pages: { '/permission/authorize': lazy(() => import('./page')) },
  locales: authorizeMessages,
  tagTypes: ['Authority'],
});
