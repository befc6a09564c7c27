import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useShellContext } from '../../kernel/hooks';
import { QrCodeImage } from './QrCodeImage';
import { scanLoginUrl } from './scan-login-url';
import { useScanTicket } from './use-scan-ticket';

/**
 * The scan-login tab: a QR code of the confirm page's URL and the same code in text, for a signed-in
 * phone or desktop session to confirm. Loaded only when the tab opens.
 */
export function ScanLoginPanel() {
  const { t } = useTranslation();
  const { options } = useShellContext();
  const { phase, ticket, refresh } = useScanTicket();
  const ended = phase === 'expired' || phase === 'cancelled' || phase === 'failed';

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        {t('auth.scan.hint')}
      </Typography>
      {ticket && !ended ? (
        <QrCodeImage text={scanLoginUrl(options, ticket.code)} alt={t('auth.scan.qrAlt')} />
      ) : null}
      {ticket && !ended ? (
        <Typography>
          {t('auth.scan.codeLabel')}{' '}
          <Typography
            component="span"
            data-testid="scan-code"
            sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 2 }}
          >
            {ticket.code}
          </Typography>
        </Typography>
      ) : null}
      <div role="status" aria-live="polite">
        {phase === 'creating' ? t('auth.scan.creating') : null}
        {phase === 'waiting' ? t('auth.scan.waiting') : null}
        {phase === 'scanned' ? <Alert severity="info">{t('auth.scan.scanned')}</Alert> : null}
        {phase === 'expired' ? <Alert severity="warning">{t('auth.scan.expired')}</Alert> : null}
        {phase === 'cancelled' ? (
          <Alert severity="warning">{t('auth.scan.cancelled')}</Alert>
        ) : null}
        {phase === 'failed' ? <Alert severity="error">{t('auth.scan.failed')}</Alert> : null}
      </div>
      {ended ? (
        <Button variant="contained" onClick={refresh}>
          {t('auth.scan.refresh')}
        </Button>
      ) : null}
    </Stack>
  );
}
