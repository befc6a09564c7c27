import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TextPrefix } from '../../kernel/i18n/text-key';
import { useFieldErrorText } from './field-error';
import type { FieldErrors } from './field-error';
import type { CodedRecordField, CodedRecordValues } from './record-form';

export interface CodedRecordFieldsProps {
  /** The translation prefix of the labels, e.g. `permission.role.fields`. */
  fields: TextPrefix<CodedRecordField>;
  values: CodedRecordValues;
  errors: FieldErrors<CodedRecordField>;
  onChange: (values: CodedRecordValues) => void;
}

/** Code, name, sort order, description and the enabled switch of a record form. */
export function CodedRecordFields({ fields, values, errors, onChange }: CodedRecordFieldsProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const text = (name: 'enCode' | 'fullName' | 'sortCode' | 'description', isRequired = false) => (
    <TextField
      label={t(`${fields}.${name}`)}
      required={isRequired}
      multiline={name === 'description'}
      minRows={name === 'description' ? 2 : undefined}
      value={values[name]}
      onChange={(event) => onChange({ ...values, [name]: event.target.value })}
      error={errors[name] !== undefined}
      helperText={errorText(errors[name])}
    />
  );
  return (
    <>
      {text('enCode', true)}
      {text('fullName', true)}
      {text('sortCode')}
      {text('description')}
      <FormControlLabel
        label={t(`${fields}.enabled`)}
        control={
          <Switch
            checked={values.enabled}
            onChange={(event) => onChange({ ...values, enabled: event.target.checked })}
          />
        }
      />
    </>
  );
}
