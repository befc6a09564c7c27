/** The runtime part of the flow monitor's endpoints (see routes-permission.ts). No TypeBox here. */
import { route } from './kit/route';
import { WORKFLOW_FLOW_MONITOR } from './paths-flow-monitor';

export const FLOW_MONITOR_ROUTES = {
  list: route('GET', WORKFLOW_FLOW_MONITOR.list),
  remove: route('DELETE', WORKFLOW_FLOW_MONITOR.list),
  items: route('GET', WORKFLOW_FLOW_MONITOR.items),
  cancel: route('POST', WORKFLOW_FLOW_MONITOR.cancel),
  assign: route('POST', WORKFLOW_FLOW_MONITOR.assign),
  jump: route('POST', WORKFLOW_FLOW_MONITOR.jump),
};
