import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { positionMessages } from './locales';

/** Positions of an organisation. */
export const positionFeature = defineFeature({
  name: 'permission.position',
  pages: { '/permission/position': lazy(() => import('./page')) },
  locales: positionMessages,
  tagTypes: ['Position'],
});
