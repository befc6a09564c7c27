import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { FieldKey } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useDesignerDnd } from '../canvas/designer-dnd-context';
import { PALETTE_GROUPS } from '../model/palette';
import { useNewFieldTexts } from '../use-field-texts';
import { clickAddPlace } from './add-place';
import { PaletteItem } from './PaletteItem';
import { TYPE_ICONS } from './type-icons';

/**
 * Every type the designer offers, by group, each with its icon and name: drag one onto the
 * canvas, or click it to add it to the selected layout (when it may go there) or to the form.
 * The search box keeps the types whose name holds what is typed.
 */
export function Palette() {
  const { t } = useTranslation();
  const { state, dispatch } = useDesignerDnd();
  const textsOf = useNewFieldTexts();
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLowerCase();
  const add = (key: FieldKey) => {
    const place = clickAddPlace(state.design.fields, state.selected, key);
    if (place) dispatch({ type: 'add', key, place, texts: textsOf(key) });
  };
  const groups = PALETTE_GROUPS.map((group) => ({
    name: group.name,
    types: group.keys
      .map((key) => ({ key, name: t(`formDesigner.types.${key}`) }))
      .filter(({ name }) => !wanted || name.toLowerCase().includes(wanted)),
  })).filter((group) => group.types.length > 0);
  return (
    <Box
      component="nav"
      aria-label={t('formDesigner.palette.label')}
      sx={{ p: 1.5, overflowY: 'auto', height: '100%', boxSizing: 'border-box' }}
    >
      <TextField
        size="small"
        fullWidth
        placeholder={t('formDesigner.palette.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': t('formDesigner.palette.search') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1 }}
      />
      {groups.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }}>
          {t('formDesigner.palette.noMatch')}
        </Typography>
      )}
      {groups.map((group) => (
        <Box
          key={group.name}
          component="section"
          aria-label={t(`formDesigner.groups.${group.name}`)}
        >
          <Typography variant="subtitle2" color="text.secondary" sx={{ mt: 1.5, mb: 1 }}>
            {t(`formDesigner.groups.${group.name}`)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            {group.types.map(({ key, name }) => (
              <PaletteItem
                key={key}
                type={key}
                name={name}
                Icon={TYPE_ICONS[key]}
                onAdd={() => add(key)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
