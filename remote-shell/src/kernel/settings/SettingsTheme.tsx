import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { useAppSelector } from '../hooks';
import { createShellTheme, shellPortalOf } from '../theme';

interface SettingsThemeProps {
  /** The mount's theme: supplies the portal container the live theme must keep. */
  base: Theme;
  children: ReactNode;
}

/** Re-creates the MUI theme whenever colour, light/dark block or size changes (applied live). */
export function SettingsTheme({ base, children }: SettingsThemeProps) {
  const color = useAppSelector((state) => state.settings.theme);
  const themeClass = useAppSelector((state) => state.settings.themeClass);
  const size = useAppSelector((state) => state.settings.size);
  const portal = shellPortalOf(base);
  const theme = useMemo(
    () => createShellTheme(portal, { theme: color, themeClass, size }),
    [portal, color, themeClass, size],
  );
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
