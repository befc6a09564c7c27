import { useEffect, useState } from 'react';
import type { ScanRequester } from '@mepm/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { isLanguage } from '../../kernel/i18n/language';
import { isShellError } from '../../kernel/base-query';
import { useAppSelector } from '../../kernel/hooks';
import { DATE_PATTERNS, formatDate } from '../../shared/format/date-format';
import { describeBrowser } from './describe-browser';
import { useCancelScanMutation, useConfirmScanMutation, useScanCodeMutation } from './scan-api';

type Outcome = 'confirmed' | 'cancelled' | { error: string };

/** The profile section where a code is typed; it navigates here with `{ from: 'profile' }`. */
const PROFILE_ENTRY = '/profile?tab=scanLogin';

function cameFromProfile(state: unknown): boolean {
  return typeof state === 'object' && state !== null && Reflect.get(state, 'from') === 'profile';
}

/**
 * /scanLogin?code=: a signed-in user, usually on a phone that scanned the login page's QR code,
 * sees which device asks to sign in and confirms or cancels. Outside the tab layout, so that it
 * fits a 390 px screen; the guard sends a signed-out visitor to the login page and back here.
 */
export function ScanConfirmPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'zh';
  const navigate = useNavigate();
  const location = useLocation();
  const code = (useSearchParams()[0].get('code') ?? '').trim().toUpperCase();
  const userName = useAppSelector((state) => state.session.userInfo?.userName ?? '');
  const [scan] = useScanCodeMutation();
  const [confirm, confirming] = useConfirmScanMutation();
  const [cancel, cancelling] = useCancelScanMutation();
  const [requester, setRequester] = useState<ScanRequester | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const refused = (error: unknown) =>
    setOutcome({ error: isShellError(error) ? error.msg : t('request.defaultError') });

  useEffect(() => {
    if (code === '') return;
    scan({ code }).unwrap().then(setRequester).catch(refused);
    // Scanning is done once per code; `refused` only reads the translation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, scan]);

  const decide = (action: 'confirmed' | 'cancelled') => {
    const run = action === 'confirmed' ? confirm : cancel;
    run({ code })
      .unwrap()
      .then(() => setOutcome(action))
      .catch(refused);
  };
  // Back to the profile's code entry when that sent the user here, else home (the QR code opened
  // this page, possibly through the login page: the history behind it is not the shell's).
  const back = () => void navigate(cameFromProfile(location.state) ? PROFILE_ENTRY : '/home');

  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: 3, width: '100%', maxWidth: 420 }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h6">
            {t('auth.scan.confirmTitle')}
          </Typography>
          {code === '' ? <Alert severity="error">{t('auth.scan.missingCode')}</Alert> : null}
          {code !== '' && requester === null && outcome === null ? (
            <Typography role="status">{t('auth.scan.checking')}</Typography>
          ) : null}
          {requester !== null && outcome === null ? (
            <>
              <Typography>{t('auth.scan.asUser', { name: userName })}</Typography>
              <Box component="dl" aria-label={t('auth.scan.requester')} sx={{ m: 0 }}>
                <Detail label={t('auth.scan.ip')} value={requester.ip} />
                <Detail label={t('auth.scan.place')} value={requester.ipPlace} />
                <Detail
                  label={t('auth.scan.browser')}
                  value={describeBrowser(requester.userAgent) ?? t('auth.scan.unknownBrowser')}
                />
                <Detail
                  label={t('auth.scan.requestedAt')}
                  value={formatDate(requester.createdAt, language, DATE_PATTERNS.dateTimeSeconds)}
                />
              </Box>
              <Alert severity="warning">{t('auth.scan.warning')}</Alert>
              <Stack direction="row" spacing={2}>
                <Button
                  variant="contained"
                  fullWidth
                  disabled={confirming.isLoading || cancelling.isLoading}
                  onClick={() => decide('confirmed')}
                >
                  {t('auth.scan.confirm')}
                </Button>
                <Button
                  variant="outlined"
                  fullWidth
                  disabled={confirming.isLoading || cancelling.isLoading}
                  onClick={() => decide('cancelled')}
                >
                  {t('auth.scan.cancel')}
                </Button>
              </Stack>
            </>
          ) : null}
          {outcome === 'confirmed' ? (
            <Alert severity="success">{t('auth.scan.confirmed')}</Alert>
          ) : null}
          {outcome === 'cancelled' ? (
            <Alert severity="info">{t('auth.scan.cancelledHere')}</Alert>
          ) : null}
          {typeof outcome === 'object' && outcome !== null ? (
            <Alert severity="error">{outcome.error}</Alert>
          ) : null}
          {outcome !== null || code === '' ? (
            <Button variant="outlined" onClick={back}>
              {t('auth.scan.back')}
            </Button>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography component="dt" color="text.secondary" sx={{ flex: '0 0 6.5em' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {value}
      </Typography>
    </Box>
  );
}
