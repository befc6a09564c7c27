import type { FieldProps } from '../field-props';
import { inputToMs, inputTypeOf, msToInput } from './date-text';
import { RangeInputs } from './RangeInputs';

/** Two days (or moments) stored as `[start, end]` in milliseconds; empty when neither is set. */
export function DateRangeField({ field, value, onChange, ...props }: FieldProps<'dateRange'>) {
  const kind = field.type === 'datetimerange' ? 'datetime' : 'date';
  const [start, end] = Array.isArray(value) ? value : [];
  return (
    <RangeInputs
      {...props}
      type={inputTypeOf(kind)}
      texts={[msToInput(start, kind), msToInput(end, kind)]}
      startLabel={field.startPlaceholder}
      endLabel={field.endPlaceholder}
      onTexts={([from, to]) => {
        const range = [inputToMs(from, kind), inputToMs(to, kind)];
        onChange(range.every((item) => item === null) ? null : range);
      }}
    />
  );
}
