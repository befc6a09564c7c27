import { useMemo } from 'react';
import type { FieldProps } from '../field-props';
import { OptionAutocomplete } from './OptionAutocomplete';

/** One option or several, from a drop-down; typing filters when `filterable`. */
export function SelectField({ field, value, onChange, ...props }: FieldProps<'select'>) {
  const choices = useMemo(
    () =>
      (props.options ?? []).map((option) => ({
        value: option.id,
        label: option.fullName,
        key: String(option.id),
      })),
    [props.options],
  );
  const values = Array.isArray(value)
    ? value
    : value === null || value === undefined
      ? []
      : [value];
  return (
    <OptionAutocomplete
      {...props}
      choices={choices}
      settings={field}
      chosen={values.map(String)}
      onChange={onChange}
      empty={null}
    />
  );
}
