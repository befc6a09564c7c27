import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { mapMessages } from './locales';

/** Boundary maps: GeoJSON outlines the data screens draw, uploaded and previewed here. */
export const mapFeature = defineFeature({
  name: 'systemData.map',
  pages: { '/systemData/map': lazy(() => import('./page')) },
  locales: mapMessages,
  tagTypes: ['MapArea'],
});
