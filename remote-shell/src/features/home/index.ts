import { defineFeature } from '../../kernel/feature';
import { homeMessages } from './locales';

/** The pinned home page: a fixed route, so only its texts join. */
export const homeFeature = defineFeature({ name: 'home', locales: homeMessages });
