import { useCallback, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { DesignerAction, DesignerState } from '../model/designer-state';
import { findNode } from '../model/tree';
import { useNewFieldTexts } from '../use-field-texts';
import { innermostAccepted } from './collision';
import { DesignerDndContext, type DesignerDndValue } from './designer-dnd-context';
import { parseDragId, resolveDrop, type DragSource, type DropTarget } from './drop-resolution';

/** A press becomes a drag past this distance, so a click still selects or adds. */
const ACTIVATION_PX = 5;

const sourceOf = (id: string | number): DragSource | null => {
  const parsed = parseDragId(id);
  return parsed && parsed.kind !== 'list' ? parsed : null;
};
const targetOf = (id: string | number | undefined): DropTarget | null => {
  if (id === undefined) return null;
  const parsed = parseDragId(id);
  return parsed && parsed.kind !== 'new' ? parsed : null;
};

/**
 * The drag and drop of the palette and the canvas: one dnd-kit context, the pointer and the
 * keyboard (arrows move between places, space drops). Only places the design accepts are
 * targets at all, so a refused place shows no landing mark and a drop there does nothing.
 */
export function DesignerDnd({
  state,
  dispatch,
  children,
}: {
  state: DesignerState;
  dispatch: (action: DesignerAction) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const textsOf = useNewFieldTexts();
  const [source, setSource] = useState<DragSource | null>(null);
  const [landing, setLanding] = useState<DesignerDndValue['landing']>(null);
  const fieldsRef = useRef(state.design.fields);
  fieldsRef.current = state.design.fields;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const collision = useMemo(
    () =>
      innermostAccepted((activeId, overId) => {
        const dragged = sourceOf(activeId);
        return !!dragged && resolveDrop(fieldsRef.current, dragged, targetOf(overId)) !== null;
      }),
    [],
  );
  const placeOf = useCallback((activeId: string | number, overId: string | number | undefined) => {
    const dragged = sourceOf(activeId);
    return dragged ? resolveDrop(fieldsRef.current, dragged, targetOf(overId)) : null;
  }, []);
  const end = () => {
    setSource(null);
    setLanding(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const dragged = sourceOf(active.id);
    const place = placeOf(active.id, over?.id);
    end();
    if (!dragged || !place) return;
    if (dragged.kind === 'node') dispatch({ type: 'move', id: dragged.id, place });
    else dispatch({ type: 'add', key: dragged.key, place, texts: textsOf(dragged.key) });
  };
  const value = useMemo(
    () => ({ state, dispatch, source, landing }),
    [state, dispatch, source, landing],
  );
  return (
    <DesignerDndContext.Provider value={value}>
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={({ active }: DragStartEvent) => setSource(sourceOf(active.id))}
        onDragOver={({ active, over }: DragOverEvent) => setLanding(placeOf(active.id, over?.id))}
        onDragEnd={onDragEnd}
        onDragCancel={end}
      >
        {children}
        <DragOverlay dropAnimation={null}>
          {source && (
            // dnd-kit sizes the overlay as the dragged frame or palette type: a ghost of it.
            <Paper
              elevation={6}
              sx={{
                width: '100%',
                height: '100%',
                boxSizing: 'border-box',
                px: 1.5,
                py: 0.75,
                fontSize: 14,
                opacity: 0.85,
                overflow: 'hidden',
              }}
            >
              {source.kind === 'new'
                ? t(`formDesigner.types.${source.key}`)
                : findNode(state.design.fields, source.id)?.node.__config__.label}
            </Paper>
          )}
        </DragOverlay>
      </DndContext>
    </DesignerDndContext.Provider>
  );
}
