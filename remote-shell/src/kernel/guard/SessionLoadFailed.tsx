import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../hooks';
import { sessionLoadRetried } from '../session-slice';
import { loadSession } from './load-session';
import { CenteredMessage } from './CenteredMessage';

/**
 * The user could not be loaded after every try, yet the server never refused the token: the
 * session stays, and the user decides when to try again (the connection may be back).
 */
export function SessionLoadFailed() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const retry = () => {
    dispatch(sessionLoadRetried());
    void dispatch(loadSession());
  };
  return (
    <CenteredMessage
      text={t('session.loadFailed')}
      action={
        <Button variant="contained" onClick={retry}>
          {t('session.retry')}
        </Button>
      }
    />
  );
}
