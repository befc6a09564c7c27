import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import { SHORTCUT_LIMIT } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { toastShown } from '../../../kernel/notice-slice';
import { FormDialog } from '../../../shared/crud/FormDialog';
import type { MenuRoute } from '../../../shared/menu';
import { useSaveShortcutsMutation } from '../api';
import { pagesOf } from '../use-menu-pages';
import { moveItem, toggleItem } from './shortcut-list';

export interface ShortcutsDialogProps {
  /** The saved shortcuts the editing starts from. */
  initial: readonly string[];
  pages: ReadonlyMap<string, MenuRoute>;
  onClose: () => void;
}

/**
 * Edits the shortcuts as one ordered list: tick pages of the user's own menu to add them, move
 * or remove them on the left. Saving sends the whole list; a refusal keeps the dialog open.
 */
export function ShortcutsDialog({ initial, pages, onClose }: ShortcutsDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [save, { isLoading: saving }] = useSaveShortcutsMutation();
  const [chosen, setChosen] = useState<readonly string[]>(() =>
    pagesOf(initial, pages).map((page) => page.id),
  );
  const [search, setSearch] = useState('');
  const chosenId = useId();
  const availableId = useId();
  const full = chosen.length >= SHORTCUT_LIMIT;
  const matching = useMemo(() => {
    const needle = search.trim().toLowerCase();
    const all = [...pages.values()];
    return needle === '' ? all : all.filter((page) => page.title.toLowerCase().includes(needle));
  }, [pages, search]);

  const submit = async () => {
    const result = await save({ menuIds: [...chosen] });
    if ('error' in result) return;
    dispatch(toastShown({ kind: 'success', text: t('home.shortcuts.saved') }));
    onClose();
  };

  return (
    <FormDialog
      open
      title={t('home.shortcuts.edit')}
      maxWidth="md"
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Box>
          <Typography component="h3" variant="subtitle2" id={chosenId}>
            {t('home.shortcuts.chosen', { count: chosen.length, limit: SHORTCUT_LIMIT })}
          </Typography>
          <List dense aria-labelledby={chosenId}>
            {pagesOf(chosen, pages).map((page, index) => (
              <ListItem
                key={page.id}
                disableGutters
                secondaryAction={
                  <>
                    <IconButton
                      size="small"
                      disabled={index === 0}
                      aria-label={t('home.shortcuts.moveUp', { name: page.title })}
                      onClick={() => setChosen((list) => moveItem(list, index, -1))}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={index === chosen.length - 1}
                      aria-label={t('home.shortcuts.moveDown', { name: page.title })}
                      onClick={() => setChosen((list) => moveItem(list, index, 1))}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={t('home.shortcuts.remove', { name: page.title })}
                      onClick={() => setChosen((list) => toggleItem(list, page.id))}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </>
                }
                sx={{ pr: 14 }}
              >
                <ListItemText primary={page.title} slotProps={{ primary: { noWrap: true } }} />
              </ListItem>
            ))}
          </List>
          {full && (
            <Typography variant="body2" color="warning.main" role="status">
              {t('home.shortcuts.full', { limit: SHORTCUT_LIMIT })}
            </Typography>
          )}
        </Box>
        <Box>
          <Typography component="h3" variant="subtitle2" id={availableId}>
            {t('home.shortcuts.available')}
          </Typography>
          <TextField
            size="small"
            fullWidth
            margin="dense"
            label={t('home.shortcuts.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <List dense aria-labelledby={availableId} sx={{ maxHeight: 320, overflow: 'auto' }}>
            {matching.map((page) => {
              const checked = chosen.includes(page.id);
              const labelId = `${availableId}-${page.id}`;
              return (
                <ListItem key={page.id} disablePadding>
                  <ListItemButton
                    dense
                    disabled={!checked && full}
                    onClick={() => setChosen((list) => toggleItem(list, page.id))}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <Checkbox
                        edge="start"
                        size="small"
                        checked={checked}
                        tabIndex={-1}
                        disableRipple
                        slotProps={{ input: { 'aria-labelledby': labelId } }}
                      />
                    </ListItemIcon>
                    <ListItemText id={labelId} primary={page.title} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          {matching.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('home.shortcuts.noMatch')}
            </Typography>
          )}
        </Box>
      </Box>
    </FormDialog>
  );
}
