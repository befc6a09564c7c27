import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { IconGallery } from '../../../shared/menu-icon/IconGallery';
import { ManualCopyDialog } from './ManualCopyDialog';
import { useCopyName } from './use-copy-name';

/** Every icon name the shell draws for menus; a click copies the name. */
export function IconsPage() {
  const { t } = useTranslation();
  const { copy, refused, dismiss } = useCopyName();
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h1">
        {t('system.icons.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('system.icons.hint')}
      </Typography>
      <IconGallery label={t('system.icons.gallery')} onPick={(name) => void copy(name)} />
      {refused !== null && <ManualCopyDialog name={refused} onClose={dismiss} />}
    </Paper>
  );
}
