import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { cutMenuTitle } from '../../shared/format';
import { TOP_MENU_ITEM_WIDTH } from '../layout-sizes';
import { MenuIcon } from '../menu/menu-icon';
import { externalLinkProps, menuTarget } from '../menu/menu-link';
import type { MenuNode } from '../menu/menu-tree';
import { MenuTitleTooltip } from '../menu/MenuTitle';
import { popupItems } from '../menu/popup-items';

/** Items keep one line at their fixed width: a title too wide for it is cut, whole on hover. */
const itemSx = {
  width: TOP_MENU_ITEM_WIDTH,
  flexShrink: 0,
  justifyContent: 'center',
  whiteSpace: 'nowrap',
} as const;

function ItemLabel({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Box>
  );
}

function TopMenuItem({ node, active }: { node: MenuNode; active: Set<string> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { route, children } = node;
  const target = menuTarget(route);
  const selected = active.has(route.name);
  const color = selected ? 'primary' : 'inherit';
  const label = cutMenuTitle(route.title);
  if (children.length === 0 && target.kind !== 'directory') {
    const link =
      target.kind === 'external'
        ? { component: 'a' as const, ...externalLinkProps(target.href) }
        : { component: RouterLink, to: target.to };
    return (
      <MenuTitleTooltip title={route.title}>
        <Button {...link} color={color} startIcon={<MenuIcon route={route} />} sx={itemSx}>
          <ItemLabel text={label} />
        </Button>
      </MenuTitleTooltip>
    );
  }
  const close = () => setAnchor(null);
  return (
    <>
      <MenuTitleTooltip title={route.title}>
        <Button
          color={color}
          startIcon={<MenuIcon route={route} />}
          endIcon={<ExpandMoreIcon />}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : 'false'}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={itemSx}
        >
          <ItemLabel text={label} />
        </Button>
      </MenuTitleTooltip>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        slotProps={{ list: { 'aria-label': route.title } }}
      >
        {popupItems(children, active, close)}
      </Menu>
    </>
  );
}

interface TopMenuProps {
  visible: MenuNode[];
  hasMore: boolean;
  active: Set<string>;
}

/** The functional layout's menu in the top bar; what does not fit goes to /menuMore. */
export function TopMenu({ visible, hasMore, active }: TopMenuProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('layout.topMenu')}
      sx={{ display: 'flex', alignItems: 'center', overflow: 'hidden', width: '100%' }}
    >
      {visible.map((node) => (
        <TopMenuItem key={node.route.name} node={node} active={active} />
      ))}
      {hasMore && (
        <Button
          component={RouterLink}
          to="/menuMore"
          color="inherit"
          startIcon={<MoreHorizIcon />}
          sx={itemSx}
        >
          {t('layout.more')}
        </Button>
      )}
    </Box>
  );
}
