import { defineFeature } from '../../kernel/feature';
import { homeMessages } from './locales';

/**
 * The pinned home page and the default portal (/home and /dashboard): fixed routes, so only their
 * texts and tag type join.
 */
export const homeFeature = defineFeature({
  name: 'home',
  locales: homeMessages,
  tagTypes: ['Home'],
});
