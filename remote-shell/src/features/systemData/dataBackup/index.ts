import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { dataBackupMessages } from './locales';

/** Data backup: backups of the platform's own database, their download and restore. */
export const dataBackupFeature = defineFeature({
  name: 'systemData.dataBackup',
  pages: { '/systemData/dataBackup': lazy(() => import('./page')) },
  locales: dataBackupMessages,
  tagTypes: ['DataBackup'],
});
