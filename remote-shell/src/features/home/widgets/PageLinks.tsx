import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuRoute } from '../../../shared/menu';
import { iconForName } from '../../../shared/menu-icon';

/** Menu pages as links that open their tab, each with the side menu's icon. */
export function PageLinks({
  pages,
  label,
  empty,
}: {
  pages: readonly MenuRoute[];
  label: string;
  empty: string;
}) {
  if (pages.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <List
      dense
      disablePadding
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 0.5,
      }}
    >
      {pages.map((page) => {
        const Icon = iconForName(page.icon, false);
        return (
          <li key={page.id}>
            <ListItemButton component={RouterLink} to={page.path} sx={{ borderRadius: 1 }}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <Icon fontSize="small" color="primary" />
              </ListItemIcon>
              <ListItemText
                primary={page.title}
                slotProps={{ primary: { noWrap: true, title: page.title } }}
              />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
