import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { languageMessages } from './locales';

/** The translation table of the shell's and the server's texts, with their overrides. */
export const languageFeature = defineFeature({
  name: 'system.language',
  pages: { '/system/language': lazy(() => import('./page')) },
  locales: languageMessages,
  tagTypes: ['TextOverride'],
});
