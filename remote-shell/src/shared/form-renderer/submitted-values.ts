import type { FormDesign, FormValues } from '@mepm/contract';
import { modelOf, walkFields } from './design-walk';
import type { LinkageStore } from './linkage/linkage-store';

/**
 * The values a submit sends: every valued field of the design that linkage shows and the caller
 * may write. A field hidden by linkage or not granted is left out (the server drops it too);
 * `noShow` fields keep their default or assigned value; keys the design lacks are not sent.
 */
export function submittedValues(
  design: FormDesign,
  values: FormValues,
  linkage: LinkageStore,
  grants: ReadonlySet<string> | undefined,
): FormValues {
  const sent: FormValues = {};
  for (const { field } of walkFields(design.fields)) {
    const model = modelOf(field);
    if (!model || (grants && !grants.has(model))) continue;
    if (!linkage.get(model).visible) continue;
    sent[model] = values[model] ?? null;
  }
  return sent;
}
