import { ADMIN_BUTTON, DICTIONARY_BUTTON, DICTIONARY_PAGE } from '@mepm/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { button, crudPage } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import type { AdminDeps } from '../../../kernel/module-deps';
import { dictionaryDataRoutes } from './data-routes';
import { DICTIONARY_FIELD_NAMES, DICTIONARY_MESSAGES } from './messages';
import { dictionaryData, dictionaryTypes } from './schema';
import { dictionaryTypeRoutes } from './type-routes';

const routes: FastifyPluginAsyncTypebox<AdminDeps> = async (app, deps) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(dictionaryTypeRoutes, deps);
  await app.register(dictionaryDataRoutes, deps);
};

/** Dictionaries (数据字典): the type tree, each type's data, import and export. */
export const dictionaryModule = defineModule({
  name: DICTIONARY_PAGE,
  routes,
  tables: { dictionaryTypes, dictionaryData },
  seedMenus: [
    crudPage(
      DICTIONARY_PAGE,
      'systemData',
      { zh: '数据字典', zhtw: '資料字典', en: 'Dictionaries' },
      6,
      [
        button(ADMIN_BUTTON.state, '启用/禁用'),
        button(DICTIONARY_BUTTON.import, '导入'),
        button(DICTIONARY_BUTTON.export, '导出'),
      ],
    ),
  ],
  messages: DICTIONARY_MESSAGES,
  fieldNames: DICTIONARY_FIELD_NAMES,
  uniqueFields: {
    dictionary_types_en_code_unique: 'enCode',
    dictionary_data_type_code_unique: 'enCode',
  },
});
