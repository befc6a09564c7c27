import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../kernel/use-sign-out';

/** Logging out asks first; confirming revokes the token and the guard goes to /login. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { signOut, signingOut } = useSignOut();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('common.tip')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('layout.logoutConfirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" loading={signingOut} onClick={() => void signOut()}>
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
