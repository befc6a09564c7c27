import { lazy } from 'react';
import { FLOW_ENGINE_PAGE } from '@mepm/contract/paths';
import { defineFeature } from '../../../kernel/feature';
import { flowEngineMessages } from './locales';

/** Flow definitions (流程设计): the list, attributes, the designer, release, copy, files. */
export const flowEngineFeature = defineFeature({
  name: FLOW_ENGINE_PAGE,
  pages: { '/workFlow/flowEngine': lazy(() => import('./page')) },
  locales: flowEngineMessages,
  tagTypes: ['FlowEngine'],
});
