import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useDraft } from './use-draft';

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
  const [draft, setDraft] = useDraft(props.value, asText, accepted);
  const breaks = (text: string) =>
    pattern !== undefined && !(text === '' && !required) && !new RegExp(pattern).test(text);
  const refused = breaks(draft);
  return (
    <TextField
      size="small"
      fullWidth
      label={props.label}
      value={draft}
      multiline={props.multiline}
      minRows={props.multiline ? 2 : undefined}
      error={refused}
      helperText={refused ? t('formDesignerProps.check.pattern') : props.helperText}
      slotProps={{ htmlInput: { maxLength: props.maxLength } }}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (!breaks(text)) props.onChange(accepted(text));
      }}
    />
  );
}
