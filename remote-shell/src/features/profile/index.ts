import { defineFeature } from '../../kernel/feature';
import { profileMessages } from './locales';

/** The personal information page: a fixed route (/profile), so only its texts and tag type join. */
export const profileFeature = defineFeature({
  name: 'profile',
  locales: profileMessages,
  tagTypes: ['Profile'],
});
