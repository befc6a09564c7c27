import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** The name, selected in a read-only field, when the clipboard was refused. */
export function ManualCopyDialog({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('system.icons.manualTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('system.icons.manualHint')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label={t('system.icons.name')}
          value={name}
          onFocus={(event) => event.target.select()}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('system.icons.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
