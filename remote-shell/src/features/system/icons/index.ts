import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { iconsMessages } from './locales';

/** The icons the menus draw: a searchable gallery whose tiles copy the icon's name. */
export const iconsFeature = defineFeature({
  name: 'system.icons',
  pages: { '/system/icons': lazy(() => import('./page')) },
  locales: iconsMessages,
});
