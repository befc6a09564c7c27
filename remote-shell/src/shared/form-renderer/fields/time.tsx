import type { FieldProps } from '../field-props';
import { asText } from './control-attributes';
import { DateInput } from './DateInput';

/** A time of day stored as `HH:mm:ss` (or `HH:mm` when the format says). */
export function TimeField(props: FieldProps<'time'>) {
  const { field } = props;
  const seconds = (field.format ?? 'HH:mm:ss') === 'HH:mm:ss';
  return (
    <DateInput
      {...props}
      type="time"
      step={seconds ? 1 : 60}
      text={asText(props.value)}
      onText={(text) => props.onChange(text === '' ? null : withSeconds(text, seconds))}
      min={field.startTime || undefined}
      max={field.endTime || undefined}
    />
  );
}

/** Browsers leave out ":00" seconds even with a seconds step; the stored format keeps them. */
export function withSeconds(text: string, seconds: boolean): string {
  if (!seconds) return text.slice(0, 5);
  return text.length === 5 ? `${text}:00` : text;
}
