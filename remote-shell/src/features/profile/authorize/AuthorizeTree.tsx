import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { AuthorizeEntry } from '@mepm/contract';
import { useMenuName } from '../../../kernel/i18n/use-shown-language';
import { CodeGroups } from './CodeGroups';

interface Props {
  entries: readonly AuthorizeEntry[];
  /** Names the outermost list; nested lists are indented instead. */
  label?: string;
}

/** The granted menu entries as nested lists, each with its codes; read-only. */
export function AuthorizeTree({ entries, label }: Props) {
  const menuName = useMenuName();
  return (
    <List dense aria-label={label} disablePadding sx={label ? undefined : { pl: 3 }}>
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters sx={{ display: 'block' }}>
          <ListItemText primary={menuName(entry)} secondary={entry.enCode} />
          <CodeGroups entry={entry} />
          {entry.children.length > 0 && <AuthorizeTree entries={entry.children} />}
        </ListItem>
      ))}
    </List>
  );
}
