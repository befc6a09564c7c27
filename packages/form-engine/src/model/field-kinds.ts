import { SERVER_FIELD_KEYS, type FieldKey, type FieldOption, type FormField } from '@mepm/contract';

const SERVER_KEYS: readonly string[] = SERVER_FIELD_KEYS;

/** Whether the server fills the field's value (bill number, calculation, who and when). */
export const isServerFilled = (key: FieldKey): boolean => SERVER_KEYS.includes(key);

/** Read-only by its own settings, whatever the values: `readonly`, `disabled` or server-filled. */
export function isStaticReadonly(field: FormField): boolean {
  const props = field as { readonly?: boolean; disabled?: boolean };
  return (
    props.readonly === true || props.disabled === true || isServerFilled(field.__config__.wyzxKey)
  );
}

/** The options of a field whose options are static (`__slot__.options`); undefined otherwise. */
export function staticOptionsOf(field: FormField): FieldOption[] | undefined {
  const config = field.__config__;
  if (!('dataType' in config) || config.dataType !== 'static') return undefined;
  return (field as { __slot__?: { options: FieldOption[] } }).__slot__?.options ?? [];
}
