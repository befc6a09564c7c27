import Box from '@mui/material/Box';
import { useAppSelector } from '../kernel/hooks';
import { MainArea } from './MainArea';
import { SideMenu } from './side-menu/SideMenu';
import { TopBar } from './top-bar/TopBar';

interface SideMenuLayoutProps {
  /** Plain: the side menu shows only icons and is never widened. */
  plain: boolean;
  onOpenSettings: () => void;
}

/** The classic layout (side menu, collapsible to icons) and the plain one (icons only). */
export function SideMenuLayout({ plain, onOpenSettings }: SideMenuLayoutProps) {
  const mobile = useAppSelector((state) => state.settings.device === 'mobile');
  const open = useAppSelector((state) => state.settings.sidebarStatus === 1);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {mobile ? (
        <SideMenu iconsOnly={false} temporary />
      ) : (
        <Box sx={{ position: 'sticky', top: 0, height: '100vh', flexShrink: 0 }}>
          <SideMenu iconsOnly={plain || !open} temporary={false} />
        </Box>
      )}
      <MainArea topBar={<TopBar showToggle={mobile || !plain} onOpenSettings={onOpenSettings} />} />
    </Box>
  );
}
