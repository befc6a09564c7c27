import { SUB_TABLE_KEY, type FormDesign } from '@mepm/contract';
import { fieldEntries, modelOf } from './field-entries';
import { isServerFilled, isStaticReadonly } from './field-kinds';
import { isEmpty } from '../linkage/compare';
import { defaultOf } from './start-values';

/**
 * The top-level fields a new record of the design can never leave empty, in document order:
 * those named in `alsoRequired` (a flow node's rules, say) and those the design requires whatever
 * the values (no linkage on the field or a layout around it, not read-only: a read-only field
 * takes its default). Fields the server fills, and fields whose default fills them (a record
 * started from `startValues`), are never among them.
 */
export function alwaysRequiredFields(
  design: FormDesign,
  alsoRequired: ReadonlySet<string> = new Set(),
): { model: string; label: string }[] {
  const formReadonly = design.formConf.disabled === true;
  const fields: { model: string; label: string }[] = [];
  for (const { field, key, table, layouts } of fieldEntries(design)) {
    const model = modelOf(field);
    // A sub-table starts empty whatever its default says (startValues).
    const defaulted = key !== SUB_TABLE_KEY && !isEmpty(defaultOf(field));
    if (table || model === undefined || isServerFilled(key) || defaulted) continue;
    const config = field.__config__ as { required?: boolean; linkage?: unknown };
    const unconditional =
      config.required === true &&
      config.linkage === undefined &&
      layouts.every((layout) => !('linkage' in layout.__config__)) &&
      !isStaticReadonly(field) &&
      !formReadonly;
    if (alsoRequired.has(model) || unconditional) {
      fields.push({ model, label: field.__config__.label });
    }
  }
  return fields;
}
