import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { dataInterfaceMessages } from './locales';

/** Data interfaces: SQL, static and HTTP data for forms, their tests and call log. */
export const dataInterfaceFeature = defineFeature({
  name: 'systemData.dataInterface',
  pages: { '/systemData/dataInterface': lazy(() => import('./page')) },
  locales: dataInterfaceMessages,
  tagTypes: ['DataInterface', 'DataInterfaceLog'],
});
