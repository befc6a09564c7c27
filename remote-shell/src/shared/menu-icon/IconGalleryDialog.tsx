import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { IconGallery } from './IconGallery';

interface Props {
  onPick: (name: string) => void;
  onClose: () => void;
}

/** The shared icon gallery in a dialog: choosing an icon hands its name to the form asking. */
export function IconGalleryDialog({ onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('widgets.iconGallery.title')}</DialogTitle>
      <DialogContent>
        <IconGallery autoFocus label={t('widgets.iconGallery.title')} onPick={onPick} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('widgets.iconGallery.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
