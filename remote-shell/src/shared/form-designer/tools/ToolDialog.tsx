import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Names the dialog. */
  title: string;
  closeLabel: string;
  maxWidth: DialogProps['maxWidth'];
  children: ReactNode;
}

/** A designer tool's dialog: its title, named by it, with a close button. */
export function ToolDialog({ open, onClose, title, closeLabel, maxWidth, children }: Props) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center' }}>
        <Box component="span" sx={{ flex: 1 }}>
          {title}
        </Box>
        <IconButton aria-label={closeLabel} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
}
