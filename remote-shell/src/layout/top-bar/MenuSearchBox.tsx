import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { createMenuSearch } from '../../shared/menu/search-menus';
import type { MenuRoute } from '../../shared/menu';
import { menuTarget } from '../menu/menu-link';
import { useShellMenu } from '../menu/use-menu';

export interface MenuSearchBoxProps {
  compact: boolean;
  /** What was typed into the stand-in before this loaded; with it, the box starts focused. */
  typed?: string;
  focused?: boolean;
}

/**
 * The header search: fuzzy over menu titles and paths (shared/menu decides the ranking and
 * leaves out hidden entries and directories); choosing a result opens it. Compact on a phone.
 */
export function MenuSearchBox({ compact, typed = '', focused = false }: MenuSearchBoxProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState(typed);
  const navigate = useNavigate();
  const { routes } = useShellMenu();
  const search = useMemo(() => createMenuSearch(routes), [routes]);

  const open = (route: MenuRoute) => {
    const target = menuTarget(route);
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener');
    else if (target.kind === 'internal') void navigate(target.to);
  };

  return (
    <Autocomplete<MenuRoute, false, false, false>
      options={routes}
      filterOptions={(_options, state) => search(state.inputValue)}
      getOptionLabel={(route) => route.title}
      getOptionKey={(route) => route.name}
      isOptionEqualToValue={(a, b) => a.name === b.name}
      value={null}
      inputValue={input}
      onInputChange={(event, value, reason) => {
        // Without an event, a reset is the box clearing itself on mount, which would drop the
        // text typed before it loaded; leaving the box still clears it (reason 'blur').
        if (reason === 'reset' && event === null) return;
        setInput(value);
      }}
      // Open at once only for text typed before it loaded; otherwise it opens as the user types.
      openOnFocus={typed !== ''}
      blurOnSelect
      clearOnBlur
      noOptionsText={t('layout.searchEmpty')}
      onChange={(_event, route) => {
        if (route) open(route);
      }}
      renderOption={({ key, ...props }, route) => (
        <Box
          component="li"
          key={key}
          {...props}
          sx={{ flexDirection: 'column', alignItems: 'start!important' }}
        >
          <Typography variant="body2">{route.title}</Typography>
          <Typography variant="caption" color="text.secondary">
            {route.path}
          </Typography>
        </Box>
      )}
      sx={{ width: compact ? 120 : 200 }}
      size="small"
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={focused}
          placeholder={t('layout.searchPlaceholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('layout.search') },
          }}
        />
      )}
    />
  );
}
