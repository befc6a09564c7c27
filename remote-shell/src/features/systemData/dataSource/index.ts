import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { dataSourceMessages } from './locales';

/** Data sources: the external databases data interfaces read. */
export const dataSourceFeature = defineFeature({
  name: 'systemData.dataSource',
  pages: { '/systemData/dataSource': lazy(() => import('./page')) },
  locales: dataSourceMessages,
  tagTypes: ['DataSource'],
});
