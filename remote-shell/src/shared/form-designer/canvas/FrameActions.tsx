import type { SyntheticEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';

// A press on a button is the button's: it neither selects the frame nor starts a drag.
const keep = (event: SyntheticEvent) => event.stopPropagation();

/** The selected node's copy and delete buttons, at its frame's top right corner. */
export function FrameActions({ onCopy, onRemove }: { onCopy: () => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const copy = t('formDesigner.canvas.copy');
  const remove = t('formDesigner.canvas.remove');
  return (
    <Paper
      elevation={2}
      onPointerDown={keep}
      onKeyDown={keep}
      onClick={keep}
      sx={{ position: 'absolute', top: -14, right: 8, zIndex: 2, display: 'flex', borderRadius: 4 }}
    >
      <Tooltip title={copy}>
        <IconButton size="small" aria-label={copy} onClick={onCopy}>
          <ContentCopyIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton size="small" color="error" aria-label={remove} onClick={onRemove}>
          <DeleteOutlinedIcon fontSize="inherit" />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}
