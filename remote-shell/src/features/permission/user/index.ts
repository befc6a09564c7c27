import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { userMessages } from './locales';

/** Users: their organisation, positions and roles, and resetting their password. */
export const userFeature = defineFeature({
  name: 'permission.user',
  pages: { '/permission/user': lazy(() => import('./page')) },
  locales: userMessages,
  tagTypes: ['User'],
});
