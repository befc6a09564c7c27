import type { FieldProps } from '../field-props';
import { asText } from './control-attributes';
import { RangeInputs } from './RangeInputs';
import { withSeconds } from './time';

/** Two times of day stored as `[start, end]` texts (`HH:mm:ss` or `HH:mm`). */
export function TimeRangeField({ field, value, onChange, ...props }: FieldProps<'timeRange'>) {
  const seconds = (field.format ?? 'HH:mm:ss') === 'HH:mm:ss';
  const [start, end] = Array.isArray(value) ? value : [];
  const stored = (text: string) => (text === '' ? null : withSeconds(text, seconds));
  return (
    <RangeInputs
      {...props}
      type="time"
      step={seconds ? 1 : 60}
      texts={[asText(start), asText(end)]}
      startLabel={field.startPlaceholder}
      endLabel={field.endPlaceholder}
      onTexts={([from, to]) => {
        const range = [stored(from), stored(to)];
        onChange(range.every((item) => item === null) ? null : range);
      }}
    />
  );
}
