import type {
  FlowFieldAccess,
  FlowFieldRule,
  FormDesign,
  FormField,
  FormValues,
} from '@mepm/contract';
import { isSubTable, modelOf } from '../../../shared/form-renderer/design-walk';

/**
 * What the person at a flow's node may do with each field of its form: hidden fields are taken
 * out of the design (never drawn, never sent), read-only ones are disabled (the form engine then
 * keeps their value rather than what is sent), and required ones are marked required.
 */
export interface NodeFieldAccess {
  of: (model: string) => FlowFieldAccess;
  required: ReadonlySet<string>;
}

/** The start node's rules (LaunchForm): a field without a rule is the initiator's to fill. */
export function startNodeAccess(rules: readonly FlowFieldRule[]): NodeFieldAccess {
  const byField = new Map(rules.map((rule) => [rule.field, rule]));
  return {
    of: (model) => byField.get(model)?.access ?? 'write',
    required: new Set(
      rules.filter((rule) => rule.access === 'write' && rule.required).map((rule) => rule.field),
    ),
  };
}

/**
 * A task's access as the server computed it for the reader (FlowTaskInfo): a field it does not
 * list is only read, as at an approver node.
 */
export function readerAccess(
  fieldAccess: Readonly<Record<string, FlowFieldAccess>>,
  requiredFields: readonly string[],
): NodeFieldAccess {
  return {
    of: (model) => fieldAccess[model] ?? 'read',
    required: new Set(requiredFields),
  };
}

function disabled(field: FormField): FormField {
  // Every valued field type carries `disabled`; the engine reads it as "read-only by design".
  return { ...field, disabled: true } as FormField;
}

function withAccess(field: FormField, access: NodeFieldAccess): FormField | null {
  const model = modelOf(field);
  if (model !== undefined) {
    const kind = access.of(model);
    if (kind === 'hidden') return null;
    if (kind === 'read') {
      if (!isSubTable(field)) return disabled(field);
      const columns = field.__config__.children.map(disabled);
      return disabled({ ...field, __config__: { ...field.__config__, children: columns } });
    }
    if (!access.required.has(model)) return field;
    return { ...field, __config__: { ...field.__config__, required: true } } as FormField;
  }
  const config = field.__config__ as { children?: FormField[] };
  if (!config.children) return field;
  const children = config.children.flatMap((child) => withAccess(child, access) ?? []);
  return { ...field, __config__: { ...field.__config__, children } } as FormField;
}

/** The design as the person at the node sees it. */
export function designWithAccess(design: FormDesign, access: NodeFieldAccess): FormDesign {
  return {
    ...design,
    fields: design.fields.flatMap((field) => withAccess(field, access) ?? []),
  };
}

/** Only the values the person may write: what an approval sends. */
export function writableValues(values: FormValues, access: NodeFieldAccess): FormValues {
  return Object.fromEntries(
    Object.entries(values).filter(([model]) => access.of(model) === 'write'),
  );
}

/** Whether anything of the form is the person's to write. */
export function hasWritableField(design: FormDesign, access: NodeFieldAccess): boolean {
  const writable = (fields: readonly FormField[]): boolean =>
    fields.some((field) => {
      const model = modelOf(field);
      if (model !== undefined) return access.of(model) === 'write';
      const children = (field.__config__ as { children?: FormField[] }).children;
      return children !== undefined && writable(children);
    });
  return writable(design.fields);
}
