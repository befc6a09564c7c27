import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../hooks';
import { dialogClosed } from '../notice-slice';

/** The dialog a code-369 answer opens with the server's msg. */
export function ServerDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const dispatch = useAppDispatch();
  const text = useAppSelector((state) => state.notice.dialog);
  const close = () => dispatch(dialogClosed());
  return (
    <Dialog open={text !== null} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('common.tip')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {t('common.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
