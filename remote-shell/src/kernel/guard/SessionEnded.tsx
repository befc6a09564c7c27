import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CenteredMessage } from './CenteredMessage';

/**
 * Embedded and the server ended the session: the host has been told and usually remounts the
 * shell with a new token. Until then, the user may still sign in inside the shell.
 */
export function SessionEnded() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CenteredMessage
      text={t('session.ended')}
      action={
        <Button variant="contained" onClick={() => void navigate('/login')}>
          {t('session.signInAgain')}
        </Button>
      }
    />
  );
}
