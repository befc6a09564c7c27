import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { FormDesign } from '@mepm/contract';
import { DesignCanvas } from './canvas/DesignCanvas';
import { DesignerDnd } from './canvas/DesignerDnd';
import { DESIGNER_ROOT_ATTRIBUTE } from './canvas/use-designer-keys';
import { DesignerSidePanel } from './DesignerSidePanel';
import { DesignerToolbar } from './DesignerToolbar';
import { Palette } from './palette/Palette';
import { useFormDesigner } from './use-form-designer';

export interface FormDesignerProps {
  /** The design it opens with; a new `key` on the designer opens another. */
  initial: FormDesign;
  /** Every new design, to keep for saving. */
  onChange?: (design: FormDesign) => void;
  /** The holder's buttons at the toolbar's right (save, preview…). */
  actions?: ReactNode;
}

const PALETTE_PX = 260;
const SIDE_PX = 340;

/** The form designer: the toolbar over the palette, the canvas and the properties. */
export function FormDesigner({ initial, onChange, actions }: FormDesignerProps) {
  const [state, dispatch] = useFormDesigner(initial, onChange);
  return (
    <DesignerDnd state={state} dispatch={dispatch}>
      <Box
        {...{ [DESIGNER_ROOT_ATTRIBUTE]: '' }}
        sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
      >
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <DesignerToolbar state={state} dispatch={dispatch} actions={actions} />
        </Box>
        <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <Box sx={{ width: PALETTE_PX, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
            <Palette />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0, overflow: 'auto', bgcolor: 'background.default' }}>
            <DesignCanvas />
          </Box>
          <Box
            component="aside"
            sx={{
              width: SIDE_PX,
              flexShrink: 0,
              borderLeft: 1,
              borderColor: 'divider',
              overflowY: 'auto',
            }}
          >
            <DesignerSidePanel state={state} dispatch={dispatch} />
          </Box>
        </Box>
      </Box>
    </DesignerDnd>
  );
}
