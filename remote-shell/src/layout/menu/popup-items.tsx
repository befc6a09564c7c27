import type { ReactElement } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuRoute } from '../../shared/menu';
import { MenuIcon } from './menu-icon';
import { externalLinkProps, menuTarget } from './menu-link';
import type { MenuNode } from './menu-tree';

/** One entry of a directory's popup: a link, or a heading followed by its own entries. */
export function popupItems(
  nodes: MenuNode[],
  active: Set<string>,
  close: () => void,
): ReactElement[] {
  return nodes.flatMap((node) => {
    if (node.children.length) {
      return [
        <ListSubheader key={node.route.name}>{node.route.title}</ListSubheader>,
        ...popupItems(node.children, active, close),
      ];
    }
    return [<PopupLink key={node.route.name} route={node.route} active={active} close={close} />];
  });
}

function PopupLink({
  route,
  active,
  close,
}: {
  route: MenuRoute;
  active: Set<string>;
  close: () => void;
}) {
  const target = menuTarget(route);
  const icon = (
    <ListItemIcon>
      <MenuIcon route={route} />
    </ListItemIcon>
  );
  if (target.kind === 'external') {
    return (
      <MenuItem component="a" {...externalLinkProps(target.href)} onClick={close}>
        {icon}
        {route.title}
      </MenuItem>
    );
  }
  return (
    <MenuItem
      component={RouterLink}
      to={route.path}
      selected={active.has(route.name)}
      onClick={close}
    >
      {icon}
      {route.title}
    </MenuItem>
  );
}
