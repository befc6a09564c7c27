import { defineModule } from '../../../../kernel/module';
import { systemFormRoutes } from './system-form-routes';

/**
 * System forms (系统表单): flow forms shipped in code (system-forms.ts), chosen by code as a flow's
 * form, and the lookups they fill their selects from.
 */
export const systemFormModule = defineModule({
  name: 'workFlow.systemForm',
  routes: systemFormRoutes,
});
