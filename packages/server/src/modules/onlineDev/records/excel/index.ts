import { defineModule } from '../../../../kernel/module';
import { excelRoutes } from './excel-routes';
import { exportTasks } from './schema';

/**
 * Excel export and import of generated pages. It lives inside the records capability because it
 * reads and writes records exactly as the record calls do (grants, scope, display, create).
 */
export const excelModule = defineModule({
  name: 'onlineDev.excel',
  routes: excelRoutes,
  tables: { exportTasks },
});
