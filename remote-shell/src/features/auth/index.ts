import { defineFeature } from '../../kernel/feature';
import { authMessages } from './locales';

/** The sign-in page: a fixed route outside the layout, so only its texts join. */
export const authFeature = defineFeature({ name: 'auth', locales: authMessages });
