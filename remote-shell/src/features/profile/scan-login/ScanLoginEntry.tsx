import { useState } from 'react';
import type { FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCAN_CODE_PATTERN } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const CODE = new RegExp(SCAN_CODE_PATTERN);

/**
 * Scan login from a desktop session: the code shown under a login page's QR code is typed or
 * pasted here, and the confirm page (/scanLogin) shows who asks and lets the user decide.
 */
export function ScanLoginEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const normalized = code.trim().toUpperCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE.test(normalized)) {
      setInvalid(true);
      return;
    }
    void navigate(`/scanLogin?code=${encodeURIComponent(normalized)}`, {
      state: { from: 'profile' },
    });
  };

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} sx={{ maxWidth: 420 }}>
      <Typography color="text.secondary">{t('profile.scanLogin.hint')}</Typography>
      <TextField
        label={t('profile.scanLogin.code')}
        value={code}
        required
        onChange={(event) => {
          setCode(event.target.value);
          if (invalid) setInvalid(!CODE.test(event.target.value.trim().toUpperCase()));
        }}
        error={invalid}
        helperText={invalid ? t('profile.scanLogin.invalid') : ' '}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 20 } }}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('profile.scanLogin.next')}
      </Button>
    </Stack>
  );
}
