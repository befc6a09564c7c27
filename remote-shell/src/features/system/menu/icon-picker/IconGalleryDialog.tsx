import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { IconGallery } from '../../../../shared/menu-icon/IconGallery';

interface Props {
  onPick: (name: string) => void;
  onClose: () => void;
}

/** The shared icon gallery in a dialog: choosing an icon hands its name to the menu form. */
export function IconGalleryDialog({ onPick, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('system.menu.iconPicker.title')}</DialogTitle>
      <DialogContent>
        <IconGallery autoFocus label={t('system.menu.iconPicker.title')} onPick={onPick} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('system.menu.iconPicker.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
