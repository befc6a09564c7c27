import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../shared/crud';
import { validateElement } from './element-form';
import type { ElementErrors, ElementField, ElementValues } from './element-form';

interface Props {
  title: string;
  initial: ElementValues;
  saving: boolean;
  onSubmit: (values: ElementValues) => void;
  onClose: () => void;
}

/** Code, name and sort of a button, column or form field; mounted per opening. */
export function ElementFormDialog({ title, initial, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ElementErrors>({});
  const field = (name: ElementField) => ({
    label: t(`system.menu.element.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
    error: errors[name] !== undefined,
    helperText: errorText(errors[name]),
    size: 'small' as const,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateElement(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  return (
    <Dialog open onClose={onClose} aria-label={title} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField {...field('enCode')} required />
            <TextField {...field('fullName')} required />
            <TextField {...field('sortCode')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('system.menu.form.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {t('system.menu.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
