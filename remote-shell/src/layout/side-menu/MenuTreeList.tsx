import { useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { cutMenuTitle } from '../../shared/format';
import { MenuIcon } from '../menu/menu-icon';
import type { MenuNode } from '../menu/menu-tree';
import { MenuTitleTooltip } from '../menu/MenuTitle';
import { MenuEntryButton } from './MenuEntryButton';

interface MenuTreeListProps {
  nodes: MenuNode[];
  active: Set<string>;
  depth?: number;
}

function MenuTreeItem({
  node,
  active,
  depth,
}: {
  node: MenuNode;
  active: Set<string>;
  depth: number;
}) {
  const { route, children } = node;
  const isActive = active.has(route.name);
  // The active route's parents start open; afterwards the user decides.
  const [open, setOpen] = useState(isActive);
  const hasChildren = children.length > 0;
  return (
    <li>
      <MenuTitleTooltip title={route.title}>
        <MenuEntryButton
          route={route}
          selected={isActive && !hasChildren}
          expanded={hasChildren ? open : undefined}
          onDirectoryClick={() => setOpen((was) => !was)}
          sx={{ pl: 2 + depth * 2 }}
        >
          <ListItemIcon sx={{ minWidth: 36, color: 'inherit' }}>
            <MenuIcon route={route} />
          </ListItemIcon>
          <ListItemText primary={cutMenuTitle(route.title)} />
          {hasChildren && (open ? <ExpandLess /> : <ExpandMore />)}
        </MenuEntryButton>
      </MenuTitleTooltip>
      {hasChildren && (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <MenuTreeList nodes={children} active={active} depth={depth + 1} />
        </Collapse>
      )}
    </li>
  );
}

/** The full-width side menu: nested items, directories open in place as submenus. */
export function MenuTreeList({ nodes, active, depth = 0 }: MenuTreeListProps) {
  return (
    <List disablePadding dense>
      {nodes.map((node) => (
        <MenuTreeItem key={node.route.name} node={node} active={active} depth={depth} />
      ))}
    </List>
  );
}
