/** The runtime part of the system forms' endpoints (see routes-permission.ts). No TypeBox here. */
import { route } from './kit/route';
import { WORKFLOW_SYSTEM_FORM } from './paths-system-form';

export const SYSTEM_FORM_ROUTES = {
  selectBidding: route('GET', WORKFLOW_SYSTEM_FORM.selectBidding),
};
