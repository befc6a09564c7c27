import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LogoutIcon from '@mui/icons-material/Logout';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../app/use-sign-out';

/** SPEC §4: logging out asks first. */
export function LogoutButton() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { signOut, signingOut } = useSignOut();
  const titleId = useId();
  return (
    <>
      <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setAsking(true)}>
        {t('home.logout')}
      </Button>
      <Dialog open={asking} onClose={() => setAsking(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('common.tip')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('home.logoutConfirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>{t('common.cancel')}</Button>
          <Button variant="contained" loading={signingOut} onClick={() => void signOut()}>
            {t('common.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
