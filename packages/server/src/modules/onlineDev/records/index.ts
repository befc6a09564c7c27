import { defineModule } from '../../../kernel/module';
import { ONLINE_DEV_FIELD_NAMES, ONLINE_DEV_MESSAGES } from './messages';
import { recordRoutes } from './record-routes';

/** Generated pages' records: listed, added, read, edited and deleted under the page's grants. */
export const recordsModule = defineModule({
  name: 'onlineDev.records',
  routes: recordRoutes,
  messages: ONLINE_DEV_MESSAGES,
  fieldNames: ONLINE_DEV_FIELD_NAMES,
});
