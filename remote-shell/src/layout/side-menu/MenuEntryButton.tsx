import type { ReactNode } from 'react';
import ListItemButton from '@mui/material/ListItemButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { MenuRoute } from '../../shared/menu';
import { externalLinkProps, menuTarget } from '../menu/menu-link';

interface MenuEntryButtonProps {
  route: MenuRoute;
  selected: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
  /** For directories: what a click does (open the submenu or its popup). */
  onDirectoryClick?: (anchor: HTMLElement) => void;
  expanded?: boolean;
}

/** A page as an in-app link, an external entry as a new-tab link, a directory as a toggle. */
export function MenuEntryButton(props: MenuEntryButtonProps) {
  const { route, selected, sx, children, onDirectoryClick, expanded, ...rest } = props;
  const target = menuTarget(route);
  if (target.kind === 'internal') {
    return (
      <ListItemButton {...rest} component={RouterLink} to={target.to} selected={selected} sx={sx}>
        {children}
      </ListItemButton>
    );
  }
  if (target.kind === 'external') {
    return (
      <ListItemButton {...rest} component="a" {...externalLinkProps(target.href)} sx={sx}>
        {children}
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      {...rest}
      selected={selected}
      aria-expanded={expanded}
      onClick={(event) => onDirectoryClick?.(event.currentTarget)}
      sx={sx}
    >
      {children}
    </ListItemButton>
  );
}
