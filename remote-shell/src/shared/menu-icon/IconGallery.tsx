import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES } from './icon-for-name';
import { IconTile } from './IconTile';

interface Props {
  /** The accessible name of the list of icons. */
  label: string;
  /** Called with the chosen icon's name. */
  onPick: (name: string) => void;
  autoFocus?: boolean;
}

/** The icons the shell draws for menus, narrowed by a search on their names. */
export function IconGallery({ label, onPick, autoFocus = false }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const wanted = query.trim().toLowerCase();
  const names = MENU_ICON_NAMES.filter((name) => name.includes(wanted));
  return (
    <>
      <TextField
        autoFocus={autoFocus}
        fullWidth
        size="small"
        type="search"
        label={t('widgets.iconGallery.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ mt: 1, mb: 2 }}
      />
      {names.length === 0 ? (
        <Typography color="text.secondary">{t('widgets.iconGallery.none')}</Typography>
      ) : (
        <Box
          role="list"
          aria-label={label}
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
    </>
  );
}
