import { lazy } from 'react';
import { defineFeature } from '../../../kernel/feature';
import { billRuleMessages } from './locales';

/** Bill-number rules: how forms number their records. */
export const billRuleFeature = defineFeature({
  name: 'system.billRule',
  pages: { '/system/billRule': lazy(() => import('./page')) },
  locales: billRuleMessages,
  tagTypes: ['BillRule'],
});
