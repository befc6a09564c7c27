import { ADMIN_BUTTON, LANGUAGE_PAGE } from '@mepm/contract';
import { button, page } from '../../../kernel/menu/seed-menu';
import { defineModule } from '../../../kernel/module';
import { languageRoutes } from './language-routes';
import { LANGUAGE_FIELD_NAMES, LANGUAGE_MESSAGES } from './messages';
import { textOverrides } from './schema';

/** The translation table of the shell's and the server's texts, and their overrides. */
export const languageModule = defineModule({
  name: LANGUAGE_PAGE,
  routes: languageRoutes,
  tables: { textOverrides },
  seedMenus: [
    page(LANGUAGE_PAGE, 'system', { zh: '多语言', zhtw: '多語言', en: 'Languages' }, 3, [
      button(ADMIN_BUTTON.edit, '编辑'),
    ]),
  ],
  messages: LANGUAGE_MESSAGES,
  fieldNames: LANGUAGE_FIELD_NAMES,
});
