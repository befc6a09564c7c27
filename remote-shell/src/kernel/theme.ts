import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { DEFAULT_SETTINGS, THEME_COLORS } from './settings/settings-model';
import type { ClientSettings, ShellSize } from './settings/settings-model';

/** The settings the MUI theme follows: colour, light/dark block and size. */
export type ShellLook = Pick<ClientSettings, 'theme' | 'themeClass' | 'size'>;

const DEFAULT_LOOK: ShellLook = {
  theme: DEFAULT_SETTINGS.theme,
  themeClass: DEFAULT_SETTINGS.themeClass,
  size: DEFAULT_SETTINGS.size,
};

/** Size → base font size, spacing unit and the MUI size of inputs and buttons. */
const DENSITY: Record<
  ShellSize,
  { fontSize: number; spacing: number; control: 'medium' | 'small' }
> = {
  default: { fontSize: 15, spacing: 8, control: 'medium' },
  medium: { fontSize: 14, spacing: 8, control: 'medium' },
  small: { fontSize: 13, spacing: 7, control: 'small' },
  mini: { fontSize: 12, spacing: 6, control: 'small' },
};

/**
 * MUI portals default to document.body, outside the host's container: styles would be missing
 * there and unmount would leave nodes behind. Every portalling component defaults to `portal`.
 */
export function createShellTheme(
  portal: HTMLElement | null,
  look: ShellLook = DEFAULT_LOOK,
): Theme {
  const container = portal ?? undefined;
  // A modal locks scrolling by setting `overflow: hidden` on its container, which in a mounted
  // shell is the shell's root (see createShellElements): that would clip the page, and scrolling
  // belongs to the page host and the host page anyway.
  const disableScrollLock = portal !== null;
  const density = DENSITY[look.size];
  const size = { defaultProps: { size: density.control } };
  return createTheme({
    palette: { mode: look.themeClass, primary: { main: THEME_COLORS[look.theme] } },
    spacing: density.spacing,
    typography: { fontSize: density.fontSize },
    components: {
      MuiModal: { defaultProps: { container, disableScrollLock } },
      MuiDialog: { defaultProps: { container, disableScrollLock } },
      MuiDrawer: { defaultProps: { container, disableScrollLock } },
      MuiPopover: { defaultProps: { container, disableScrollLock } },
      MuiMenu: { defaultProps: { container, disableScrollLock } },
      MuiPopper: { defaultProps: { container } },
      MuiButton: size,
      MuiIconButton: size,
      MuiTextField: size,
      MuiFormControl: size,
      MuiSelect: size,
      MuiSwitch: size,
      MuiToggleButtonGroup: size,
    },
  });
}

/** The portal element a shell theme was made with, so that a re-themed copy keeps it. */
export function shellPortalOf(theme: Theme): HTMLElement | null {
  const container = theme.components?.MuiModal?.defaultProps?.container;
  return container instanceof HTMLElement ? container : null;
}
