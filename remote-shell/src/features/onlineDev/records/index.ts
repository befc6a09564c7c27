import { lazy } from 'react';
import { MenuType } from '@mepm/contract/codes';
import { defineFeature } from '../../../kernel/feature';
import { RECORDS_TAG } from './tags';
import { recordsMessages } from './locales';

/**
 * Generated pages: a released design published to a menu entry of type 3 lists, searches, adds,
 * edits, shows and deletes its records there.
 */
export const recordsFeature = defineFeature({
  name: 'onlineDev.records',
  menuTypePages: { [MenuType.formModel]: lazy(() => import('./OnlineDevPage')) },
  locales: recordsMessages,
  tagTypes: [RECORDS_TAG],
});
