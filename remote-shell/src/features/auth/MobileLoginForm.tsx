import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { validators } from '@mepm/form-engine';
import { useAppDispatch } from '../../kernel/hooks';
import type { TextKey } from '../../kernel/i18n/text-key';
import { toastShown } from '../../kernel/notice-slice';
import { useSendSmsMutation } from './api';
import type { LoginInput } from './login-form';
import { useCountdown } from './use-countdown';

const RESEND_SECONDS = 60;

interface Props {
  submitting: boolean;
  onSubmit: (input: LoginInput) => void;
}

type Errors = { mobile?: TextKey; verCode?: TextKey };

function mobileError(mobile: string): TextKey | undefined {
  if (!mobile.trim()) return 'auth.validation.mobileRequired';
  if (!validators.mobile(mobile.trim())) return 'auth.validation.mobileInvalid';
  return undefined;
}

/** Mobile number and the code the server sent to it, with a 60 s wait between codes. */
export function MobileLoginForm({ submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [mobile, setMobile] = useState('');
  const [verCode, setVerCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sendSms, { isLoading: sending }] = useSendSmsMutation();
  const { remaining, start } = useCountdown();

  const requestCode = async () => {
    const problem = mobileError(mobile);
    setErrors({ mobile: problem });
    if (problem) return;
    try {
      await sendSms(mobile.trim()).unwrap();
      start(RESEND_SECONDS);
      dispatch(toastShown({ kind: 'success', text: t('auth.codeSent') }));
    } catch {
      // The base query has shown why.
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      mobile: mobileError(mobile),
      verCode: verCode.trim() ? undefined : 'auth.validation.verCodeRequired',
    };
    setErrors(found);
    if (!found.mobile && !found.verCode) onSubmit({ loginType: 'mobile', mobile, verCode });
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <TextField
        label={t('auth.mobile')}
        type="tel"
        autoComplete="tel"
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile ? t(errors.mobile) : undefined}
        required
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('auth.verCode')}
          autoComplete="one-time-code"
          value={verCode}
          onChange={(event) => setVerCode(event.target.value)}
          error={Boolean(errors.verCode)}
          helperText={errors.verCode ? t(errors.verCode) : undefined}
          required
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={() => void requestCode()}
          disabled={remaining > 0}
          loading={sending}
          sx={{ height: 56, whiteSpace: 'nowrap' }}
        >
          {remaining > 0 ? t('auth.resendIn', { seconds: remaining }) : t('auth.getCode')}
        </Button>
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {t('auth.submit')}
      </Button>
    </Stack>
  );
}
