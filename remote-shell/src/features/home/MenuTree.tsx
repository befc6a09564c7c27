import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { MenuEntry } from '@mepm/contract';
import { useMenuName } from '../../kernel/i18n/use-shown-language';

/** The signed-in user's menu as nested lists of names; the real side menu is the next issue. */
export function MenuTree({ entries, label }: { entries: readonly MenuEntry[]; label?: string }) {
  const menuName = useMenuName();
  return (
    <List dense aria-label={label} disablePadding sx={label ? undefined : { pl: 3 }}>
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters sx={{ display: 'block' }}>
          <ListItemText primary={menuName(entry)} />
          {entry.children.length > 0 && <MenuTree entries={entry.children} />}
        </ListItem>
      ))}
    </List>
  );
}
