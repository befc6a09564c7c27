import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../use-sign-out';
import { CenteredMessage } from './CenteredMessage';

/** Guard rule 4: an empty menu stops navigation here. */
export function NoMenuPermission() {
  const { t } = useTranslation();
  const { signOut, signingOut } = useSignOut();
  return (
    <CenteredMessage
      text={t('session.insufficient')}
      action={
        <Button variant="contained" onClick={() => void signOut()} disabled={signingOut}>
          {t('session.signInAgain')}
        </Button>
      }
    />
  );
}
