import type { FormField } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { readProperty, withPlace } from '../node-update';
import { propLabel } from '../property-texts';
import { isRequiredProperty, propertySchema, type PropertyPlace } from '../schema-facts';
import { SchemaInput } from './SchemaInput';

export interface SchemaPropProps {
  field: FormField;
  name: string;
  onChange: (next: FormField) => void;
  place?: PropertyPlace;
  defaultOn?: boolean;
}

/** One property of the node, edited as its type's schema says; nothing when the type lacks it. */
export function SchemaProp({ field, name, onChange, place = 'props', defaultOn }: SchemaPropProps) {
  const { t } = useTranslation();
  const key = field.__config__.wyzxKey;
  const schema = propertySchema(key, name, place);
  if (!schema) return null;
  return (
    <SchemaInput
      label={propLabel(t, name)}
      schema={schema}
      required={isRequiredProperty(key, name, place)}
      value={readProperty(field, name, place)}
      onChange={(value) => onChange(withPlace(field, place, { [name]: value }))}
      defaultOn={defaultOn}
    />
  );
}

/** Several properties in a row of the panel, each shown only where the type has it. */
export function SchemaProps(props: Omit<SchemaPropProps, 'name'> & { names: readonly string[] }) {
  const { names, ...rest } = props;
  return (
    <>
      {names.map((name) => (
        <SchemaProp key={name} name={name} {...rest} />
      ))}
    </>
  );
}
