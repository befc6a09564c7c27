import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { menuMessages } from './locales';

/** Menu management: the entries, their permission elements and data-permission schemes. */
export const menuFeature = defineFeature({
  name: 'system.menu',
  pages: { '/system/menu': lazy(() => import('./page')) },
  locales: menuMessages,
  tagTypes: ['SystemMenu', 'MenuElement'],
});
