import type { SxProps, Theme } from '@mui/material/styles';

/** Read by screen readers, not shown. */
export const VISUALLY_HIDDEN: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
