import type { Theme } from '@mui/material/styles';

const NO_DURATION: Theme['transitions']['duration'] = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};

/**
 * The shell's theme with motion taken out, for component tests: dialogs, drawers, menus, popovers
 * and collapses take their timeouts from these durations (or from the height for `auto`), so they
 * open and close on the next tick instead of after a real-time animation, and buttons draw no
 * ripple. Everything else (palette, sizes, portals) is the theme the page would get.
 */
export function withoutMotion(theme: Theme): Theme {
  const buttonBase = theme.components?.MuiButtonBase;
  return {
    ...theme,
    transitions: {
      ...theme.transitions,
      create: () => 'none',
      duration: NO_DURATION,
      getAutoHeightDuration: () => 0,
    },
    components: {
      ...theme.components,
      MuiButtonBase: {
        ...buttonBase,
        defaultProps: { ...buttonBase?.defaultProps, disableRipple: true },
      },
    },
  };
}
