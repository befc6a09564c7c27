import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { dataSyncMessages } from './locales';

/** Data sync: one table copied from a data source into another, followed while it runs. */
export const dataSyncFeature = defineFeature({
  name: 'systemData.dataSync',
  pages: { '/systemData/dataSync': lazy(() => import('./page')) },
  locales: dataSyncMessages,
  tagTypes: ['DataSyncTables', 'DataSyncRun'],
});
