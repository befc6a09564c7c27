import type { FieldProps } from '../field-props';
import { inputToMs, inputTypeOf, msToInput } from './date-text';
import { DateInput } from './DateInput';

/** A day, or a day and time, stored as milliseconds; earliest and latest from the design. */
export function DateField(props: FieldProps<'date'>) {
  const { field } = props;
  const kind = field.type === 'datetime' ? 'datetime' : 'date';
  return (
    <DateInput
      {...props}
      type={inputTypeOf(kind)}
      text={msToInput(props.value, kind)}
      onText={(text) => props.onChange(inputToMs(text, kind))}
      min={field.startTime ? msToInput(field.startTime, kind) : undefined}
      max={field.endTime ? msToInput(field.endTime, kind) : undefined}
    />
  );
}
