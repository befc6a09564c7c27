import { lazy, Suspense, useId, useState } from 'react';
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
import { AccountLoginForm } from './AccountLoginForm';
import { useLoginMutation } from './api';
import type { LoginInput } from './login-form';
import { MobileLoginForm } from './MobileLoginForm';

type Method = 'account' | 'mobile' | 'scan';

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
  const [method, setMethod] = useState<Method>('account');
  const ids = useId();
  const [login, { isLoading }] = useLoginMutation();
  const { preloadPage } = useShellContext();
  const [params] = useSearchParams();

  const signIn = async (input: LoginInput) => {
    // The page signing in opens (SignedOutOnly) loads its code while the server checks the password.
    preloadPage(safeRedirect(params.get('redirect')));
    try {
      const { token, theme } = await login(input).unwrap();
      dispatch(signedIn({ token, theme }));
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
              {t('app.title')}
            </Typography>
            <LanguageSwitch />
          </Stack>
          <Tabs
            value={method}
            onChange={(_event, value: Method) => setMethod(value)}
            aria-label={t('auth.methods')}
            variant="fullWidth"
          >
            <Tab
              value="account"
              label={t('auth.accountTab')}
              id={`${ids}-account`}
              aria-controls={`${ids}-panel`}
            />
            <Tab
              value="mobile"
              label={t('auth.mobileTab')}
              id={`${ids}-mobile`}
              aria-controls={`${ids}-panel`}
            />
            <Tab
              value="scan"
              label={t('auth.scanTab')}
              id={`${ids}-scan`}
              aria-controls={`${ids}-panel`}
            />
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
        </Stack>
      </Paper>
    </Box>
  );
}
