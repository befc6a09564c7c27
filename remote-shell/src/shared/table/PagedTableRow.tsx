import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { useTranslation } from 'react-i18next';
import { FitContent, pinnedCell, pinnedLeftCell } from './FitContent';
import { TruncatedText } from './TruncatedText';
import { ROW_HEIGHT } from './VirtualBody';
import { cellValue, leftOffsets } from './types';
import type { TableColumn } from './types';

interface Props<Row> {
  row: Row;
  columns: readonly TableColumn<Row>[];
  template: string;
  top: number;
  /** 1-based position in the whole result (header is row 1), for aria-rowindex. */
  ariaRowIndex: number;
  /** 1-based position on this page, for the checkbox's name. */
  pageIndex: number;
  id: string;
  /** Present when rows are selectable. */
  selected?: boolean;
  onToggle?: (id: string) => void;
}

function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function PagedTableRowInner<Row extends object>({
  row,
  columns,
  template,
  top,
  ariaRowIndex,
  pageIndex,
  id,
  selected,
  onToggle,
}: Props<Row>) {
  const { t } = useTranslation();
  const selectable = selected !== undefined && onToggle !== undefined;
  const offsets = leftOffsets(columns, selectable);
  return (
    <Box
      role="row"
      aria-rowindex={ariaRowIndex}
      aria-selected={selectable ? selected : undefined}
      sx={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        display: 'grid',
        gridTemplateColumns: template,
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      {selectable && (
        <Box role="cell" sx={{ px: 0.5, ...(offsets.size > 0 && pinnedLeftCell(0)) }}>
          <Checkbox
            size="small"
            checked={selected}
            onChange={() => onToggle(id)}
            slotProps={{
              input: { 'aria-label': t('widgets.table.selectRow', { index: pageIndex }) },
            }}
          />
        </Box>
      )}
      {columns.map((column) => (
        <Box
          key={column.key}
          role="cell"
          sx={{
            px: 1.5,
            textAlign: column.align ?? 'left',
            overflow: 'hidden',
            ...(column.pinned && pinnedCell),
            ...(column.pinnedLeft && pinnedLeftCell(offsets.get(column.key) ?? 0)),
          }}
        >
          <FitContent column={column.key}>
            {column.render ? (
              column.render(row)
            ) : (
              <TruncatedText text={plainText(cellValue(row, column.key))} />
            )}
          </FitContent>
        </Box>
      ))}
    </Box>
  );
}

/** One body row; memoised because scrolling re-renders the visible window many times a second. */
export const PagedTableRow = memo(PagedTableRowInner) as typeof PagedTableRowInner;
