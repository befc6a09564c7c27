import { FLOW_ENGINE_BUTTON, FLOW_ENGINE_PAGE } from '@mepm/contract';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { seedExampleFlows } from './examples/seed-examples';
import { flowEngineRoutes } from './flow-engine-routes';
import { FLOW_ENGINE_FIELD_NAMES, FLOW_ENGINE_MESSAGES } from './messages';

/** Flow definitions (流程设计): designed, released as versions, stopped, copied, moved as files. */
export const flowEngineModule = defineModule({
  name: FLOW_ENGINE_PAGE,
  routes: flowEngineRoutes,
  seedMenus: [
    crudPage(
      FLOW_ENGINE_PAGE,
      'workFlow',
      { zh: '流程设计', zhtw: '流程設計', en: 'Flow design' },
      1,
      [
        button(FLOW_ENGINE_BUTTON.design, '设计'),
        button(FLOW_ENGINE_BUTTON.release, '发布/停用'),
        button(FLOW_ENGINE_BUTTON.copy, '复制'),
        button(FLOW_ENGINE_BUTTON.exportData, '导出'),
        button(FLOW_ENGINE_BUTTON.importData, '导入'),
      ],
    ),
  ],
  seedData: seedExampleFlows,
  messages: FLOW_ENGINE_MESSAGES,
  fieldNames: FLOW_ENGINE_FIELD_NAMES,
  uniqueFields: { flow_engines_en_code_unique: 'enCode' },
});
