import type { FlowFormType, FormDesign } from '@mepm/contract';
import type { FlowFormFacts } from '@mepm/flow-engine';
import { formDataFields } from '@mepm/form-engine';
import type { Queryable } from '../../../db/client';
import { designReleases } from '../../../kernel/forms/released-designs';
import { badRequest } from '../../../plugins/envelope/api-error';
import { systemFormDesign } from './systemForm/system-forms';

/** The function design type of flow forms. */
const FLOW_FORM_DESIGN_TYPE = 3;

/** A flow's form as released now: its name, its design (what a version keeps) and its fields. */
export interface FlowForm {
  name: string;
  formData: FormDesign;
  facts: FlowFormFacts;
}

/**
 * The form a flow fills: a released function design of the flow form type (formType 1), as its
 * last release left it, or a system form by code (formType 2), as this server ships it.
 */
export async function flowForm(
  db: Queryable,
  formType: FlowFormType,
  formId: string,
): Promise<FlowForm> {
  if (formType === 2) {
    const system = systemFormDesign(formId);
    if (system === undefined) throw badRequest('flowSystemFormUnknown');
    return {
      name: system.fullName,
      formData: system.formData,
      facts: { fields: formDataFields(system.formData) },
    };
  }
  const [design] = await designReleases(db, [formId]);
  const formData = design?.released?.formData;
  if (design?.state !== 1 || design.type !== FLOW_FORM_DESIGN_TYPE || formData === undefined) {
    throw badRequest('flowFormNotReleased');
  }
  return {
    name: design.released?.fullName ?? design.fullName,
    formData,
    facts: { fields: formDataFields(formData) },
  };
}
