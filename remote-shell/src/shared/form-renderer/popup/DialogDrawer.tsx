import type { ReactNode } from 'react';
import Drawer from '@mui/material/Drawer';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The id of the title that names it. */
  titleId: string;
  /** In px. */
  width: number;
  children: ReactNode;
}

/** A drawer from the right that is a dialog to assistive technology: a form or a picker opened as a drawer. */
export function DialogDrawer({ open, onClose, titleId, width, children }: Props) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width, maxWidth: '100%' } },
      }}
    >
      {children}
    </Drawer>
  );
}
