import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../kernel/hooks';
import { RealtimeProvider } from '../kernel/realtime';
import { selectLayoutType } from '../kernel/settings';
import { SideMenuLayout } from './SideMenuLayout';
import { FunctionalLayout } from './FunctionalLayout';
import { useDevice } from './use-device';

// Loaded when first opened: the first page shows without its code.
const SettingsDrawer = lazy(async () => ({
  default: (await import('./settings-drawer/SettingsDrawer')).SettingsDrawer,
}));

/**
 * The main layout route's element: classic, functional or plain as the settings say,
 * with the settings drawer beside whichever is shown, and the real-time socket for as long as
 * the signed-in shell is shown.
 */
export function Layout() {
  useDevice();
  const layoutType = useAppSelector(selectLayoutType);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Stays rendered once opened, so that closing it slides it out.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const openSettings = () => {
    setSettingsUsed(true);
    setSettingsOpen(true);
  };
  return (
    <RealtimeProvider>
      {layoutType === 'functional' ? (
        <FunctionalLayout onOpenSettings={openSettings} />
      ) : (
        <SideMenuLayout plain={layoutType === 'plain'} onOpenSettings={openSettings} />
      )}
      {settingsUsed && (
        <Suspense fallback={null}>
          <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </RealtimeProvider>
  );
}
