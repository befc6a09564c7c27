import type { FieldProps } from '../field-props';
import { NumberInput } from './NumberInput';

/** A number with min, max, step, precision, thousands separators and step buttons. */
export function NumberField({ field, ...props }: FieldProps<'number'>) {
  return (
    <NumberInput
      {...props}
      limits={{
        min: field.min,
        max: field.max,
        step: field.step,
        precision: field.precision,
        thousands: field.thousands,
        controls: field.controls,
        placeholder: field.placeholder,
      }}
    />
  );
}
