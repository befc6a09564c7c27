import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES } from '../../../../shared/menu-icon';
import { IconTile } from './IconTile';

interface Props {
  onPick: (name: string) => void;
  onClose: () => void;
}

/** The icons the shell draws for menus, narrowed by a search on their names. */
export function IconGalleryDialog({ onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const wanted = query.trim().toLowerCase();
  const names = MENU_ICON_NAMES.filter((name) => name.includes(wanted));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('system.menu.iconPicker.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          type="search"
          label={t('system.menu.iconPicker.search')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ mt: 1, mb: 2 }}
        />
        {names.length === 0 ? (
          <Typography color="text.secondary">{t('system.menu.iconPicker.none')}</Typography>
        ) : (
          <Box
            role="list"
            aria-label={t('system.menu.iconPicker.title')}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            }}
          >
            {names.map((name) => (
              <IconTile key={name} name={name} onPick={onPick} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('system.menu.iconPicker.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
