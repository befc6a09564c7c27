import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../../shared/crud';
import { ConditionGroups } from './ConditionGroups';
import { isValid, validateScheme } from './scheme-form';
import type { SchemeErrors, SchemeValues } from './scheme-form';

interface Props {
  title: string;
  initial: SchemeValues;
  saving: boolean;
  onSubmit: (values: SchemeValues) => void;
  onClose: () => void;
}

const NO_ERRORS: SchemeErrors = { element: {}, conditions: {}, empty: false };

/** A data-permission scheme: code, name, sort and its condition groups. */
export function SchemeFormDialog({ title, initial, saving, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SchemeErrors>(NO_ERRORS);
  const text = (name: 'enCode' | 'fullName' | 'sortCode') => ({
    label: t(`system.menu.element.${name}`),
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((previous) => ({ ...previous, [name]: event.target.value })),
    error: errors.element[name] !== undefined,
    helperText: errorText(errors.element[name]),
    size: 'small' as const,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateScheme(values);
    setErrors(found);
    if (isValid(found)) onSubmit(values);
  };
  return (
    <Dialog open onClose={onClose} aria-label={title} fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={1}>
              <TextField {...text('enCode')} required />
              <TextField {...text('fullName')} required />
              <TextField {...text('sortCode')} />
            </Stack>
            <ConditionGroups
              logic={values.logic}
              groups={values.groups}
              errors={errors.conditions}
              onLogicChange={(logic) => setValues((previous) => ({ ...previous, logic }))}
              onGroupsChange={(groups) => setValues((previous) => ({ ...previous, groups }))}
            />
            {errors.empty && (
              <Alert severity="warning">{t('system.menu.scheme.groupsRequired')}</Alert>
            )}
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
