import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import type { ListColumn } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { ListRowActions } from '../../../../shared/form-designer';
import { ChoiceSelect } from './ChoiceSelect';
import { LABEL_MAX_LENGTH } from './limits';
import type { ColumnChanges } from './list-designer-state';
import { LD } from './texts';
import { WidthInput } from './WidthInput';

const ALIGNS = ['left', 'center', 'right'] as const;
const FIXED = ['none', 'left', 'right'] as const;

export interface ColumnRowProps {
  column: ListColumn;
  /** The form field's label: names the row, whatever header the column is given. */
  name: string;
  canSort: boolean;
  onEdit: (changes: ColumnChanges) => void;
  onRemove: () => void;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}

/** One chosen column: its drag handle, header, alignment, width, sorting, fixing and moves. */
export function ColumnRow({ column, name, canSort, onEdit, ...moves }: ColumnRowProps) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: column.prop });
  return (
    <Paper
      ref={sortable.setNodeRef}
      role="group"
      aria-label={name}
      variant="outlined"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1,
        p: 1,
        mb: 1,
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.6 : 1,
      }}
    >
      <IconButton
        size="small"
        aria-label={t(`${LD}.columns.drag`, { name })}
        sx={{ cursor: 'grab', mt: 0.5 }}
        {...sortable.attributes}
        {...sortable.listeners}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
      <TextField
        size="small"
        label={t(`${LD}.columns.label`)}
        value={column.label}
        slotProps={{ htmlInput: { maxLength: LABEL_MAX_LENGTH } }}
        sx={{ width: 160 }}
        onChange={(event) => onEdit({ label: event.target.value })}
      />
      <ChoiceSelect
        label={t(`${LD}.columns.align`)}
        value={column.align}
        width={110}
        choices={ALIGNS.map((align) => ({ value: align, label: t(`${LD}.aligns.${align}`) }))}
        onChange={(align) => onEdit({ align })}
      />
      <WidthInput width={column.width} onChange={(width) => onEdit({ width })} />
      <ChoiceSelect
        label={t(`${LD}.columns.fixed`)}
        value={column.fixed}
        width={120}
        choices={FIXED.map((fixed) => ({ value: fixed, label: t(`${LD}.fixed.${fixed}`) }))}
        onChange={(fixed) => onEdit({ fixed })}
      />
      <FormControlLabel
        label={t(`${LD}.columns.sortable`)}
        control={
          <Checkbox
            size="small"
            checked={column.sortable}
            disabled={!canSort}
            onChange={(event) => onEdit({ sortable: event.target.checked })}
          />
        }
      />
      <ListRowActions name={name} {...moves} />
    </Paper>
  );
}
