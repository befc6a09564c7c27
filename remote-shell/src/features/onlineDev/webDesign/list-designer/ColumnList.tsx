import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColumnRow } from './ColumnRow';
import type { ListDesignerProps } from './list-designer-state';
import { LD } from './texts';

/** A press becomes a drag past this distance, so the row's inputs still take clicks. */
const ACTIVATION_PX = 5;

/**
 * The chosen columns in the order the table shows them: dragged by their handle (pointer, or
 * Space and the arrows), or moved with the up and down buttons.
 */
export function ColumnList({ state, dispatch }: ListDesignerProps) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: ACTIVATION_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const columns = state.design.columnList;
  const props = columns.map((column) => column.prop);
  const move = (from: number, to: number) => dispatch({ type: 'moveColumn', from, to });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(props.indexOf(String(active.id)), props.indexOf(String(over.id)));
  };
  if (columns.length === 0)
    return <Typography color="text.secondary">{t(`${LD}.columns.empty`)}</Typography>;
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={props} strategy={verticalListSortingStrategy}>
        <Box role="group" aria-label={t(`${LD}.columns.title`)}>
          {columns.map((column, index) => {
            const field = state.fields.find((each) => each.prop === column.prop);
            return (
              <ColumnRow
                key={column.prop}
                column={column}
                name={field?.label || column.prop}
                canSort={field?.sortable ?? false}
                onEdit={(changes) => dispatch({ type: 'editColumn', prop: column.prop, changes })}
                onRemove={() => dispatch({ type: 'toggleColumn', prop: column.prop })}
                onMoveUp={index > 0 ? () => move(index, index - 1) : undefined}
                onMoveDown={index < columns.length - 1 ? () => move(index, index + 1) : undefined}
              />
            );
          })}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
