import { useState } from 'react';
import { useAppSelector } from '../kernel/hooks';
import { selectLayoutType } from '../kernel/settings';
import { SideMenuLayout } from './SideMenuLayout';
import { FunctionalLayout } from './FunctionalLayout';
import { SettingsDrawer } from './settings-drawer/SettingsDrawer';
import { useDevice } from './use-device';

/**
 * The main layout route's element: classic, functional or plain as the settings say,
 * with the settings drawer beside whichever is shown.
 */
export function Layout() {
  useDevice();
  const layoutType = useAppSelector(selectLayoutType);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const openSettings = () => setSettingsOpen(true);
  return (
    <>
      {layoutType === 'functional' ? (
        <FunctionalLayout onOpenSettings={openSettings} />
      ) : (
        <SideMenuLayout plain={layoutType === 'plain'} onOpenSettings={openSettings} />
      )}
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
