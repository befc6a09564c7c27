import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { dataModelMessages } from './locales';

/** The data model: the platform database's tables, and tables designed on the page. */
export const dataModelFeature = defineFeature({
  name: 'systemData.dataModel',
  pages: { '/systemData/dataModel': lazy(() => import('./page')) },
  locales: dataModelMessages,
  tagTypes: ['DataModelTable'],
});
