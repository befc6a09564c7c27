/**
 * The runtime part of workflow's endpoints (see routes-permission.ts). Imports nothing with
 * TypeBox.
 */
import { crudRoutes, route } from './kit/route';
import { FLOW_ENGINE_PAGE, WORKFLOW_FLOW_ENGINE } from './paths-workflow';

export const FLOW_ENGINE_RESOURCE_ROUTES = crudRoutes({
  name: FLOW_ENGINE_PAGE,
  tag: 'FlowEngine',
  paths: {
    list: WORKFLOW_FLOW_ENGINE.list,
    create: WORKFLOW_FLOW_ENGINE.create,
    item: WORKFLOW_FLOW_ENGINE.item,
  },
});

export const FLOW_ENGINE_ENDPOINT_ROUTES = {
  copy: route('POST', WORKFLOW_FLOW_ENGINE.copy),
  exportData: route('GET', WORKFLOW_FLOW_ENGINE.exportData),
  importData: route('POST', WORKFLOW_FLOW_ENGINE.importData),
  release: route('POST', WORKFLOW_FLOW_ENGINE.release),
  stop: route('POST', WORKFLOW_FLOW_ENGINE.stop),
  listAll: route('GET', WORKFLOW_FLOW_ENGINE.listAll),
  selector: route('GET', WORKFLOW_FLOW_ENGINE.selector),
  formDataFields: route('GET', WORKFLOW_FLOW_ENGINE.formDataFields),
  fieldDataSelect: route('GET', WORKFLOW_FLOW_ENGINE.fieldDataSelect),
  launchForm: route('GET', WORKFLOW_FLOW_ENGINE.launchForm),
};
