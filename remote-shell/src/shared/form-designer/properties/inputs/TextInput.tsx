import { useTranslation } from 'react-i18next';
import { CheckedField } from './CheckedField';

export interface TextInputProps {
  label: string;
  value: string | undefined;
  /** Called with the accepted text; `undefined` when an optional text is cleared. */
  onChange: (value: string | undefined) => void;
  maxLength?: number;
  /** A contract pattern (ours, short): a text breaking it stays in the input, marked, unsent. */
  pattern?: string;
  /** The schema requires the key: cleared, it becomes '' rather than going away. */
  required?: boolean;
  multiline?: boolean;
  helperText?: string;
}

const asText = (value: string | undefined) => value ?? '';

/** A text property: within the schema's length, its pattern checked as typed. */
export function TextInput(props: TextInputProps) {
  const { t } = useTranslation();
  const { pattern, required } = props;
  const accepted = (text: string): string | undefined =>
    text === '' && !required ? undefined : text;
  const breaks = (text: string) =>
    pattern !== undefined && !(text === '' && !required) && !new RegExp(pattern).test(text);
  return (
    <CheckedField
      label={props.label}
      value={props.value}
      toText={asText}
      means={accepted}
      problemOf={(text) => (breaks(text) ? t('formDesignerProps.check.pattern') : undefined)}
      onChange={props.onChange}
      helperText={props.helperText}
      multiline={props.multiline}
      htmlInput={{ maxLength: props.maxLength }}
    />
  );
}
