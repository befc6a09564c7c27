import { defineModule } from '../../../kernel/module';
import { flowDelegateRoutes } from './delegate-routes';
import { FLOW_DELEGATE_MESSAGES } from './messages';

/** Entrusts (流程委托): a user lets another act on their to-dos for a while. */
export const flowDelegateModule = defineModule({
  name: 'workFlow.flowDelegate',
  routes: flowDelegateRoutes,
  messages: FLOW_DELEGATE_MESSAGES,
});
