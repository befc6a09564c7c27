import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useAppSelector } from '../kernel/hooks';
import { MainArea } from './MainArea';
import { useShellMenu } from './menu/use-menu';
import { SideMenu } from './side-menu/SideMenu';
import { TopBar } from './top-bar/TopBar';
import { MenuOverflowContext } from './top-menu/menu-overflow';
import { TopMenu } from './top-menu/TopMenu';
import { useElementWidth } from './top-menu/use-element-width';
import { visibleMenuCount } from './top-menu/overflow';

interface FunctionalLayoutProps {
  onOpenSettings: () => void;
}

/** The menu sits in the top bar; entries beyond the width move to "more" (/menuMore). */
export function FunctionalLayout({ onOpenSettings }: FunctionalLayoutProps) {
  const mobile = useAppSelector((state) => state.settings.device === 'mobile');
  const { tree, active } = useShellMenu();
  const [slot, width] = useElementWidth();
  const count = visibleMenuCount(tree.length, width);
  const overflow = useMemo(() => tree.slice(count), [tree, count]);

  const start = mobile ? null : (
    <Box ref={slot} sx={{ flex: 1, minWidth: 0 }}>
      <TopMenu visible={tree.slice(0, count)} hasMore={overflow.length > 0} active={active} />
    </Box>
  );
  return (
    <MenuOverflowContext.Provider value={overflow}>
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        {mobile && <SideMenu iconsOnly={false} temporary />}
        <MainArea
          topBar={<TopBar showToggle={mobile} start={start} onOpenSettings={onOpenSettings} />}
        />
      </Box>
    </MenuOverflowContext.Provider>
  );
}
