import type { FieldProps } from '../field-props';
import { NumberInput, numberLimits } from './NumberInput';

/** A number with min, max, step, precision, thousands separators and step buttons. */
export function NumberField({ field, ...props }: FieldProps<'number'>) {
  return (
    <NumberInput
      {...props}
      limits={{ ...numberLimits(field), thousands: field.thousands, controls: field.controls }}
    />
  );
}
