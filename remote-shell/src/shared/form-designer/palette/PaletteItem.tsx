import type { PointerEventHandler } from 'react';
import { useDraggable } from '@dnd-kit/core';
import Button from '@mui/material/Button';
import type { FieldKey } from '@mepm/contract';
import type { SvgIconComponent } from '@mui/icons-material';
import { dragIds } from '../canvas/drop-resolution';

/**
 * One type of the palette: dragged onto the canvas with the pointer, or clicked (or pressed with
 * Enter) to be added; the keyboard adds by click, so only the pointer starts a drag here.
 */
export function PaletteItem(props: {
  type: FieldKey;
  name: string;
  Icon: SvgIconComponent;
  onAdd: () => void;
}) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: dragIds.palette(props.type) });
  // dnd-kit types its listeners as bare functions; this one is its pointer-down handler.
  const startDrag = listeners?.onPointerDown as PointerEventHandler | undefined;
  return (
    <Button
      ref={setNodeRef}
      onPointerDown={startDrag}
      onClick={props.onAdd}
      variant="outlined"
      color="inherit"
      size="small"
      startIcon={<props.Icon fontSize="small" />}
      sx={{
        justifyContent: 'flex-start',
        borderColor: 'divider',
        cursor: 'move',
        opacity: isDragging ? 0.5 : 1,
        fontWeight: 400,
        fontSize: 13,
        textTransform: 'none',
        touchAction: 'none',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
      }}
    >
      {props.name}
    </Button>
  );
}
