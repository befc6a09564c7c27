/**
 * The runtime part of the workflow engine's endpoints (see routes-permission.ts). Imports nothing
 * with TypeBox.
 */
import { route } from './kit/route';
import {
  WORKFLOW_FLOW_BEFORE,
  WORKFLOW_FLOW_LAUNCH,
  WORKFLOW_FLOW_TASK,
} from './paths-workflow-task';

export const FLOW_TASK_ROUTES = {
  create: route('POST', WORKFLOW_FLOW_TASK.create),
  update: route('PUT', WORKFLOW_FLOW_TASK.item),
  remove: route('DELETE', WORKFLOW_FLOW_TASK.item),
  detail: route('GET', WORKFLOW_FLOW_TASK.detail),
  beforeList: route('GET', WORKFLOW_FLOW_BEFORE.list),
  audit: route('POST', WORKFLOW_FLOW_BEFORE.audit),
  reject: route('POST', WORKFLOW_FLOW_BEFORE.reject),
  recall: route('POST', WORKFLOW_FLOW_BEFORE.recall),
  transfer: route('POST', WORKFLOW_FLOW_BEFORE.transfer),
  addApprover: route('POST', WORKFLOW_FLOW_BEFORE.addApprover),
  removeApprover: route('POST', WORKFLOW_FLOW_BEFORE.removeApprover),
  batch: route('POST', WORKFLOW_FLOW_BEFORE.batch),
  launchList: route('GET', WORKFLOW_FLOW_LAUNCH.list),
  withdraw: route('POST', WORKFLOW_FLOW_LAUNCH.withdraw),
  urge: route('POST', WORKFLOW_FLOW_LAUNCH.urge),
};
