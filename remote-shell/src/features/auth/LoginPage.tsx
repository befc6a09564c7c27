import { lazy, Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useShellContext } from '../../kernel/hooks';
import { LanguageSwitch } from '../../kernel/language-switch';
import { safeRedirect } from '../../kernel/safe-redirect';
import { signedIn } from '../../kernel/session-slice';
import { useLoginPageConfigQuery } from '../../kernel/login-page-config';
import { toastShown } from '../../kernel/notice-slice';
import { readSignedOutNotice } from '../../kernel/signed-out-notice';
import { AccountLoginForm } from './AccountLoginForm';
import { useLoginMutation } from './api';
import type { LoginInput } from './login-form';
import type { LoginPageConfig } from '@mepm/contract';
import { MobileLoginForm } from './MobileLoginForm';

type Method = 'account' | 'mobile' | 'scan';

/** How long the expired-password notice stays: long enough to read and act on. */
const EXPIRED_NOTICE_MS = 8000;

/**
 * The sign-in modes the system configuration offers, in the page's order; all of them until it
 * answers (or when an older server answers without them), account sign-in should it offer none.
 */
function offeredMethods(config: LoginPageConfig | undefined): Method[] {
  if (typeof config?.loginAccount !== 'boolean') return ['account', 'mobile', 'scan'];
  const methods: Method[] = [];
  if (config.loginAccount) methods.push('account');
  if (config.loginCode) methods.push('mobile');
  if (config.loginScan) methods.push('scan');
  return methods.length > 0 ? methods : ['account'];
}

// Its own chunk, with the QR encoder behind it: the account form does not carry either.
const ScanLoginPanel = lazy(async () => ({
  default: (await import('./ScanLoginPanel')).ScanLoginPanel,
}));

/**
 * The login screen: account login, verification-code login and scan login (SPEC §2). Signing in
 * stores the token; the guard then sends the user to `redirect` or home and loads the current
 * user there.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: config } = useLoginPageConfigQuery(undefined);
  const methods = offeredMethods(config);
  const [chosen, setMethod] = useState<Method>('account');
  const method = methods.includes(chosen) ? chosen : (methods[0] ?? 'account');
  const ids = useId();
  const [login, { isLoading }] = useLoginMutation();
  const { preloadPage } = useShellContext();
  const [params] = useSearchParams();
  // Why the server signed this tab out; kept until the next sign-in (the shell forgets it then),
  // because the page may open before the reload that ended the session and again after it.
  const [signedOutNotice] = useState(readSignedOutNotice);

  const signIn = async (input: LoginInput) => {
    // The page signing in opens (SignedOutOnly) loads its code while the server checks the password.
    preloadPage(safeRedirect(params.get('redirect')));
    try {
      const { token, theme, passwordExpired } = await login(input).unwrap();
      dispatch(signedIn({ token, theme }));
      if (passwordExpired) {
        const text = t('auth.passwordExpired');
        dispatch(toastShown({ kind: 'info', text, durationMs: EXPIRED_NOTICE_MS }));
      }
    } catch {
      // The base query has shown the server's reason (wrong password, too many attempts, ...).
    }
  };

  return (
    <Box component="main" sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: 4, width: '100%', maxWidth: 420 }}>
        <Stack spacing={3}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography component="h1" variant="h6">
              {config?.sysName || t('app.title')}
            </Typography>
            <LanguageSwitch />
          </Stack>
          {signedOutNotice ? <Alert severity="warning">{signedOutNotice}</Alert> : null}
          <Tabs
            value={method}
            onChange={(_event, value: Method) => setMethod(value)}
            aria-label={t('auth.methods')}
            variant="fullWidth"
          >
            {methods.includes('account') ? (
              <Tab
                value="account"
                label={t('auth.accountTab')}
                id={`${ids}-account`}
                aria-controls={`${ids}-panel`}
              />
            ) : null}
            {methods.includes('mobile') ? (
              <Tab
                value="mobile"
                label={t('auth.mobileTab')}
                id={`${ids}-mobile`}
                aria-controls={`${ids}-panel`}
              />
            ) : null}
            {methods.includes('scan') ? (
              <Tab
                value="scan"
                label={t('auth.scanTab')}
                id={`${ids}-scan`}
                aria-controls={`${ids}-panel`}
              />
            ) : null}
          </Tabs>
          <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-${method}`}>
            {method === 'account' ? (
              <AccountLoginForm submitting={isLoading} onSubmit={(input) => void signIn(input)} />
            ) : null}
            {method === 'mobile' ? (
              <MobileLoginForm submitting={isLoading} onSubmit={(input) => void signIn(input)} />
            ) : null}
            {method === 'scan' ? (
              <Suspense fallback={null}>
                <ScanLoginPanel />
              </Suspense>
            ) : null}
          </div>
          {config?.company || config?.copyright ? (
            <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
              {[config.company, config.copyright].filter(Boolean).join(' · ')}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
    </Box>
  );
}
