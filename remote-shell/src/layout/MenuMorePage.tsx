import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuRoute } from '../shared/menu';
import { MenuIcon } from './menu/menu-icon';
import { externalLinkProps, menuTarget } from './menu/menu-link';
import { leaves } from './menu/menu-tree';
import type { MenuNode } from './menu/menu-tree';
import { useShellMenu } from './menu/use-menu';
import { useMenuOverflow } from './top-menu/menu-overflow';

function EntryLink({ route }: { route: MenuRoute }) {
  const target = menuTarget(route);
  const link =
    target.kind === 'external'
      ? { component: 'a' as const, ...externalLinkProps(target.href) }
      : { component: RouterLink, to: route.path };
  return (
    <ListItemButton {...link}>
      <ListItemIcon>
        <MenuIcon route={route} />
      </ListItemIcon>
      <ListItemText primary={route.title} />
    </ListItemButton>
  );
}

function Group({ node }: { node: MenuNode }) {
  const headingId = `menu-more-${node.route.name}`;
  if (node.children.length === 0) return <EntryLink route={node.route} />;
  return (
    <List
      aria-labelledby={headingId}
      subheader={<ListSubheader id={headingId}>{node.route.title}</ListSubheader>}
    >
      {leaves(node.children).map((route) => (
        <EntryLink key={route.name} route={route} />
      ))}
    </List>
  );
}

/**
 * /menuMore: the top-level entries the functional layout's top bar had no room for, each with
 * what it contains. Reached another way (another layout, a typed address) it lists every entry.
 */
export function MenuMorePage() {
  const { t } = useTranslation();
  const overflow = useMenuOverflow();
  const { tree } = useShellMenu();
  const nodes = overflow ?? tree;
  return (
    <Box>
      <Typography component="h1" variant="h6" gutterBottom>
        {t('layout.moreTitle')}
      </Typography>
      {nodes.length === 0 ? (
        <Typography color="text.secondary">{t('layout.noMore')}</Typography>
      ) : (
        <Paper variant="outlined">
          {nodes.map((node) => (
            <Group key={node.route.name} node={node} />
          ))}
        </Paper>
      )}
    </Box>
  );
}
