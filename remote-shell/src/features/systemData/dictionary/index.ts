import { lazy } from 'react';
import { MenuType } from '@mepm/contract/codes';
import { defineFeature } from '../../../kernel/feature';
import { DICTIONARY_TAG } from '../../../kernel/dictionary/dictionary-api';
import { dictionaryMessages } from './locales';

/**
 * Dictionaries: the type tree, each type's items, and their JSON import and export; and the page
 * of a dynamic dictionary menu entry.
 */
export const dictionaryFeature = defineFeature({
  name: 'systemData.dictionary',
  pages: { '/systemData/dictionary': lazy(() => import('./page')) },
  // A menu entry of type 4 shows the items of the dictionary its propertyJson names.
  menuTypePages: { [MenuType.dictionary]: lazy(() => import('./DictionaryMenuPage')) },
  locales: dictionaryMessages,
  tagTypes: ['DictionaryType', 'DictionaryData', DICTIONARY_TAG],
});
