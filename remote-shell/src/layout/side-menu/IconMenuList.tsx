import { useState } from 'react';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import { MenuIcon } from '../menu/menu-icon';
import type { MenuNode } from '../menu/menu-tree';
import { popupItems } from '../menu/popup-items';
import { MenuEntryButton } from './MenuEntryButton';

function IconMenuItem({ node, active }: { node: MenuNode; active: Set<string> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { route, children } = node;
  const close = () => setAnchor(null);
  return (
    <li>
      <Tooltip title={route.title} placement="right">
        <MenuEntryButton
          route={route}
          selected={active.has(route.name)}
          expanded={children.length ? anchor !== null : undefined}
          onDirectoryClick={setAnchor}
          sx={{ justifyContent: 'center', px: 0, minHeight: 44 }}
        >
          <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>
            <MenuIcon route={route} />
          </ListItemIcon>
        </MenuEntryButton>
      </Tooltip>
      {children.length > 0 && (
        <Menu
          anchorEl={anchor}
          open={anchor !== null}
          onClose={close}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-label': route.title } }}
        >
          {popupItems(children, active, close)}
        </Menu>
      )}
    </li>
  );
}

/** The narrow side menu (plain layout, collapsed classic): icons, directories open as popups. */
export function IconMenuList({ nodes, active }: { nodes: MenuNode[]; active: Set<string> }) {
  return (
    <List disablePadding dense>
      {nodes.map((node) => (
        <IconMenuItem key={node.route.name} node={node} active={active} />
      ))}
    </List>
  );
}
