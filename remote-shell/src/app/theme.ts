import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';

/**
 * MUI portals default to document.body, outside the host's container: styles would be missing
 * there and unmount would leave nodes behind. Every portalling component defaults to `portal`.
 */
export function createShellTheme(portal: HTMLElement | null): Theme {
  const container = portal ?? undefined;
  return createTheme({
    palette: { primary: { main: '#409EFF' } }, // SPEC §9 default theme colour: blue
    components: {
      MuiModal: { defaultProps: { container } },
      MuiDialog: { defaultProps: { container } },
      MuiDrawer: { defaultProps: { container } },
      MuiPopover: { defaultProps: { container } },
      MuiMenu: { defaultProps: { container } },
      MuiPopper: { defaultProps: { container } },
    },
  });
}
