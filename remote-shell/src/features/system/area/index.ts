import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { areaMessages } from './locales';

/** Areas: the administrative divisions the address picker offers. */
export const areaFeature = defineFeature({
  name: 'system.area',
  pages: { '/system/area': lazy(() => import('./page')) },
  locales: areaMessages,
  tagTypes: ['Area'],
});
