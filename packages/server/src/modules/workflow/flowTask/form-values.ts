import type { FormDesign, FormValues } from '@mepm/contract';
import { fieldEntries, isValues } from '@mepm/form-engine';
import { missingRequired, type FieldAccess } from '@mepm/flow-engine';
import type { Queryable } from '../../../db/client';
import {
  checkFormSubmission,
  type FormSubmission,
} from '../../../kernel/forms/check-form-submission';
import type { InterfaceOptions } from '../../../kernel/forms/interface-options';
import { badRequest } from '../../../plugins/envelope/api-error';

/** The valued fields of a design (sub-tables by their own name), with their labels. */
export function valuedFields(design: FormDesign): Map<string, string> {
  const fields = new Map<string, string>();
  for (const entry of fieldEntries(design)) {
    if (entry.table) continue;
    const model = (entry.field as { __vModel__?: unknown }).__vModel__;
    if (typeof model === 'string' && model !== '') fields.set(model, entry.field.__config__.label);
  }
  return fields;
}

/**
 * Why values are checked: a draft is saved as it is (nothing required yet); a submit checks the
 * whole form as new (the design's required fields and linkage included) over the draft's values;
 * an approval checks what the approver sent over the task's values.
 */
export type ValuesPurpose = 'draft' | 'submit' | 'approve';

export interface NodeValues {
  db: Queryable;
  caller: FormSubmission['caller'];
  interfaceOptions: InterfaceOptions;
  design: FormDesign;
  /** The actor's field access at their node. */
  access: FieldAccess;
  /** The task's values so far (none for a new task). */
  stored: FormValues;
  purpose: ValuesPurpose;
}

/**
 * The task's values after an actor sent `input` at their node: checked by the kernel's form
 * check with only the node's writable fields taken (hidden and read-only fields keep their
 * stored values), then, but for a draft, every field the node requires must be filled. A refusal
 * is a 400 naming the fields.
 */
export async function valuesAtNode(spec: NodeValues, input: unknown): Promise<FormValues> {
  const { db, caller, design, access, stored, purpose } = spec;
  const fields = valuedFields(design);
  const whole = purpose === 'submit';
  const result = await checkFormSubmission({
    db,
    caller,
    language: caller.language,
    design,
    values: whole && isValues(input) ? { ...stored, ...input } : input,
    mode: whole ? 'create' : 'update',
    writableFields: access.writable([...fields.keys()]),
    interfaceOptions: spec.interfaceOptions,
    ...(whole ? {} : { stored }),
  });
  if (!result.ok) {
    throw badRequest('flowValuesRefused', {
      reason: result.errors.map((error) => error.message).join('; '),
    });
  }
  const values = { ...stored, ...result.values };
  if (purpose === 'draft') return values;
  const missing = requiredLeftEmpty(design, access, values);
  if (missing.length > 0) throw badRequest('flowRequiredMissing', { fields: missing.join(', ') });
  return values;
}

/** The labels of the fields `access` requires that `values` leaves empty. */
export function requiredLeftEmpty(
  design: FormDesign,
  access: FieldAccess,
  values: FormValues,
): string[] {
  const fields = valuedFields(design);
  const required = access.required.filter((field) => fields.has(field));
  return missingRequired(required, values).map((field) => fields.get(field) ?? field);
}
