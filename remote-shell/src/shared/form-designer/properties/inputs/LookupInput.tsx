import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, type Choice } from './ChoiceInput';
import { TextInput } from './TextInput';

export interface LookupInputProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The choices once the list has arrived. */
  choices: readonly Choice<string>[] | undefined;
  failed: boolean;
  maxLength: number;
  required?: boolean;
}

/**
 * A choice from a list the server gives (dictionary types, interfaces, rules). When the list
 * cannot be read the id can still be typed, so that a design stays editable.
 */
export function LookupInput(props: LookupInputProps) {
  const { t } = useTranslation();
  if (props.failed) {
    return (
      <>
        <Typography role="alert" variant="body2" color="error">
          {t('formDesignerProps.options.loadFailed')}
        </Typography>
        <TextInput
          label={props.label}
          value={props.value}
          maxLength={props.maxLength}
          required={props.required}
          onChange={props.onChange}
        />
      </>
    );
  }
  return (
    <ChoiceInput
      label={props.label}
      value={props.value}
      choices={props.choices ?? []}
      optional={!props.required}
      onChange={props.onChange}
    />
  );
}
