import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

export interface DeleteConfirmDialogProps {
  open: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Every deletion first asks 'this operation will permanently delete the data'. */
export function DeleteConfirmDialog({
  open,
  busy = false,
  onConfirm,
  onClose,
}: DeleteConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <DialogTitle id={titleId}>{t('crud.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('crud.confirm.deleteText')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('crud.buttons.cancel')}</Button>
        <Button variant="contained" color="error" disabled={busy} onClick={onConfirm}>
          {t('crud.buttons.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
