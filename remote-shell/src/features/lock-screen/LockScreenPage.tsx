import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { screenUnlocked } from '../../kernel/lock';
import { useSignOut } from '../../kernel/use-sign-out';
import { useUnlockScreenMutation } from './api';

/** The base query's error: the server's message, already shown as a toast too. */
function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'msg' in error) {
    const { msg } = error as { msg: unknown };
    if (typeof msg === 'string') return msg;
  }
  return '';
}

/** The lock screen: who is signed in, and the password to go back to work (or log out). */
export function LockScreenPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locked = useAppSelector((state) => state.lock.locked);
  const returnTo = useAppSelector((state) => state.lock.returnTo);
  const user = useAppSelector((state) => state.session.userInfo);
  const [unlock, { isLoading }] = useUnlockScreenMutation();
  const { signOut, signingOut } = useSignOut();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const headingId = useId();

  // Unlocked (here or in another way): back to where the user locked from.
  if (!locked) return <Navigate to={returnTo ?? '/'} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('nav.lock.passwordRequired'));
      return;
    }
    try {
      await unlock({ account: user?.userAccount ?? '', password }).unwrap();
    } catch (failure: unknown) {
      setError(messageOf(failure));
      return;
    }
    dispatch(screenUnlocked());
  };

  const name = user?.userName ?? '';
  return (
    <Stack sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100%', p: 6 }}>
      <Paper
        component="form"
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event: FormEvent) => void submit(event)}
        sx={{ p: 4, width: 360 }}
      >
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography id={headingId} component="h1" variant="h6">
            {t('nav.lock.heading')}
          </Typography>
          <Avatar src={user?.headIcon || undefined} alt={name} sx={{ width: 72, height: 72 }}>
            {name.slice(0, 1)}
          </Avatar>
          <Typography>{name}</Typography>
          <TextField
            type="password"
            label={t('nav.lock.password')}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setError('');
            }}
            error={error !== ''}
            helperText={error || ' '}
            autoComplete="current-password"
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" loading={isLoading} fullWidth>
            {t('nav.lock.unlock')}
          </Button>
          <Button onClick={() => void signOut()} disabled={signingOut}>
            {t('nav.lock.logout')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
