import { useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../confirm/ConfirmDialog';
import { DesignerTools } from './DesignerTools';
import type { DesignerAction, DesignerState } from './model/designer-state';

const HISTORY = [
  { action: 'undo', Icon: UndoIcon, steps: (state: DesignerState) => state.past.length },
  { action: 'redo', Icon: RedoIcon, steps: (state: DesignerState) => state.future.length },
] as const;

/**
 * Undo, redo and clear (after a question), the preview, JSON and problems tools, then the
 * holder's own buttons at the right.
 */
export function DesignerToolbar({
  state,
  dispatch,
  actions,
}: {
  state: DesignerState;
  dispatch: (action: DesignerAction) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <Box
      role="toolbar"
      aria-label={t('formDesigner.toolbar.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 0.75 }}
    >
      {HISTORY.map(({ action, Icon, steps }) => (
        <Button
          key={action}
          size="small"
          startIcon={<Icon />}
          disabled={steps(state) === 0}
          onClick={() => dispatch({ type: action })}
        >
          {t(`formDesigner.toolbar.${action}`)}
        </Button>
      ))}
      <Divider orientation="vertical" flexItem />
      <Button
        size="small"
        color="error"
        startIcon={<DeleteSweepIcon />}
        disabled={state.design.fields.length === 0}
        onClick={() => setAsking(true)}
      >
        {t('formDesigner.toolbar.clear')}
      </Button>
      <Divider orientation="vertical" flexItem />
      <DesignerTools state={state} dispatch={dispatch} />
      <Box sx={{ flex: 1 }} />
      {actions}
      <ConfirmDialog
        open={asking}
        message={t('formDesigner.toolbar.clearConfirm')}
        onConfirm={() => {
          setAsking(false);
          dispatch({ type: 'clear' });
        }}
        onClose={() => setAsking(false)}
      />
    </Box>
  );
}
