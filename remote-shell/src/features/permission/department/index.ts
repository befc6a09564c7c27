import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { departmentMessages } from './locales';

/** Departments, under the company chosen in the side tree. */
export const departmentFeature = defineFeature({
  name: 'permission.department',
  pages: { '/permission/department': lazy(() => import('./page')) },
  locales: departmentMessages,
  tagTypes: ['Organize'],
});
