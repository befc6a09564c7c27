import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../shared/crud';
import type { ElementErrors, ElementField, ElementValues } from './element-form';

interface Props {
  values: ElementValues;
  errors: ElementErrors;
  onChange: (field: ElementField, value: string) => void;
}

/** Code, name and sort of an element or a scheme; the caller lays them out. */
export function ElementFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const field = (name: ElementField) => ({
    label: t(`system.menu.element.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[name] !== undefined,
    helperText: errorText(errors[name]),
    size: 'small' as const,
  });
  return (
    <>
      <TextField {...field('enCode')} required />
      <TextField {...field('fullName')} required />
      <TextField {...field('sortCode')} />
    </>
  );
}
