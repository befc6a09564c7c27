import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GENDERS } from '@mepm/contract/codes';
import type { GenderName } from '@mepm/contract/codes';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/crud';
import type { FieldErrors } from '../../../shared/crud';
import { validateBaseInfo } from './base-info-form';
import type { BaseInfoField, BaseInfoValues } from './base-info-form';

interface Props {
  initial: BaseInfoValues;
  submitting: boolean;
  onSubmit: (values: BaseInfoValues) => void;
  onCancel: () => void;
}

/** Edits the fields a user may change about themselves; checks them before anything is sent. */
export function BaseInfoForm({ initial, submitting, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<BaseInfoField>>({});

  const set = (field: BaseInfoField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const fieldProps = (field: BaseInfoField) => ({
    label: t(`profile.fields.${field}`),
    value: values[field],
    onChange: set(field),
    error: Boolean(errors[field]),
    helperText: errorText(errors[field]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateBaseInfo(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ maxWidth: 480 }}>
      <TextField
        {...fieldProps('realName')}
        required
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <TextField {...fieldProps('gender')} select>
        {GENDERS.map((gender: GenderName) => (
          <MenuItem key={gender} value={gender}>
            {t(`profile.gender.${gender}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...fieldProps('mobile')} type="tel" autoComplete="tel" />
      <TextField {...fieldProps('email')} type="email" autoComplete="email" />
      <TextField
        {...fieldProps('signature')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={submitting}>
          {t('profile.baseInfo.save')}
        </Button>
        <Button onClick={onCancel} disabled={submitting}>
          {t('profile.baseInfo.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
