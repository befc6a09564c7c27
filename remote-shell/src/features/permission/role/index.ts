import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { roleMessages } from './locales';

/** Roles: what the authorisation page grants to. */
export const roleFeature = defineFeature({
  name: 'permission.role',
  pages: { '/permission/role': lazy(() => import('./page')) },
  locales: roleMessages,
  tagTypes: ['Role'],
});
