import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { DICTIONARY_TAG } from '../../../kernel/dictionary/dictionary-api';
import { dictionaryMessages } from './locales';

/** Dictionaries: the type tree, each type's items, and their JSON import and export. */
export const dictionaryFeature = defineFeature({
  name: 'systemData.dictionary',
  pages: { '/systemData/dictionary': lazy(() => import('./page')) },
  locales: dictionaryMessages,
  tagTypes: ['DictionaryType', 'DictionaryData', DICTIONARY_TAG],
});
