import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../kernel/i18n/text-key';
import type { LoginInput } from './login-form';

interface Props {
  submitting: boolean;
  onSubmit: (input: LoginInput) => void;
}

type Errors = { account?: TextKey; password?: TextKey };

/** Account (or sub-account `mobile@account`) and password. */
export function AccountLoginForm({ submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!account.trim()) found.account = 'auth.validation.accountRequired';
    if (!password) found.password = 'auth.validation.passwordRequired';
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ loginType: 'account', account, password });
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <TextField
        label={t('auth.account')}
        placeholder={t('auth.accountHint')}
        autoComplete="username"
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        error={Boolean(errors.account)}
        helperText={errors.account ? t(errors.account) : undefined}
        required
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ? t(errors.password) : undefined}
        required
      />
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {t('auth.submit')}
      </Button>
    </Stack>
  );
}
