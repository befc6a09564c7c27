import { useTranslation } from 'react-i18next';
import { patched } from '../node-update';
import { propLabel } from '../property-texts';
import type { PropertySchema } from '../schema-facts';
import { SchemaInput } from './SchemaInput';

export interface ObjectInputsProps<T extends object> {
  /** The object's schema (FormConf, a text's style). */
  schema: PropertySchema | undefined;
  value: T;
  /** The properties shown, in this order; those the schema lacks are skipped. */
  names: readonly (keyof T & string)[];
  onChange: (next: T) => void;
}

/** The properties of a small closed object, each edited as its schema says. */
export function ObjectInputs<T extends object>({
  schema,
  value,
  names,
  onChange,
}: ObjectInputsProps<T>) {
  const { t } = useTranslation();
  return names.map((name) => {
    const part = schema?.properties?.[name];
    return part ? (
      <SchemaInput
        key={name}
        label={propLabel(t, name)}
        schema={part}
        required={schema?.required?.includes(name) ?? false}
        value={value[name]}
        onChange={(next) => onChange(patched(value, { [name]: next }))}
      />
    ) : null;
  });
}
