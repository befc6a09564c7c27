import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { webDesignMessages } from './locales';

/** Function designs: the designs list, their attributes, release, copies, import and export. */
export const webDesignFeature = defineFeature({
  name: 'onlineDev.webDesign',
  pages: { '/onlineDev/webDesign': lazy(() => import('./page')) },
  locales: webDesignMessages,
  tagTypes: ['WebDesign'],
});
