/** The runtime part of the entrust endpoints (see routes-permission.ts). No TypeBox here. */
import { route } from './kit/route';
import { WORKFLOW_FLOW_DELEGATE } from './paths-flow-delegate';

export const FLOW_DELEGATE_ROUTES = {
  list: route('GET', WORKFLOW_FLOW_DELEGATE.list),
  read: route('GET', WORKFLOW_FLOW_DELEGATE.item),
  create: route('POST', WORKFLOW_FLOW_DELEGATE.create),
  update: route('PUT', WORKFLOW_FLOW_DELEGATE.item),
  remove: route('DELETE', WORKFLOW_FLOW_DELEGATE.item),
};
