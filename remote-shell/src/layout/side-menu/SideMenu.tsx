import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../kernel/hooks';
import { sidebarClosed } from '../../kernel/settings';
import { SIDEBAR_ICONS_WIDTH, SIDEBAR_WIDTH } from '../layout-sizes';
import { useShellMenu } from '../menu/use-menu';
import { IconMenuList } from './IconMenuList';
import { MenuTreeList } from './MenuTreeList';
import { SideMenuLogo } from './SideMenuLogo';
import { SIDE_MENU_COLORS } from './menu-colors';

interface SideMenuProps {
  /** Icons only: the plain layout, or the classic one collapsed. */
  iconsOnly: boolean;
  /** Mobile: a temporary drawer over the page instead of a column beside it. */
  temporary: boolean;
}

/** The side menu of the classic and plain layouts, and the mobile menu drawer of every layout. */
export function SideMenu({ iconsOnly, temporary }: SideMenuProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { tree, active } = useShellMenu();
  const showLogo = useAppSelector((state) => state.settings.sidebarLogo);
  const slideClass = useAppSelector((state) => state.settings.slideClass);
  const open = useAppSelector((state) => state.settings.sidebarStatus === 1);
  const colors = SIDE_MENU_COLORS[slideClass];
  const width = iconsOnly && !temporary ? SIDEBAR_ICONS_WIDTH : SIDEBAR_WIDTH;

  const content = (
    <Box
      component="nav"
      aria-label={t('layout.sideMenu')}
      sx={{
        width,
        height: '100%',
        overflowX: 'hidden',
        overflowY: 'auto',
        bgcolor: colors.background,
        color: colors.text,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiListItemButton-root:hover': { bgcolor: colors.hover },
        '& .MuiListItemButton-root.Mui-selected': { color: 'primary.main' },
      }}
    >
      {showLogo && <SideMenuLogo iconsOnly={iconsOnly && !temporary} />}
      {iconsOnly && !temporary ? (
        <IconMenuList nodes={tree} active={active} />
      ) : (
        <MenuTreeList nodes={tree} active={active} />
      )}
    </Box>
  );

  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={() => dispatch(sidebarClosed())}
        slotProps={{ paper: { sx: { bgcolor: colors.background } } }}
      >
        {content}
      </Drawer>
    );
  }
  return <Box sx={{ flexShrink: 0, width, height: '100%' }}>{content}</Box>;
}
