import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { FitContent, pinnedCell, pinnedLeftCell } from './FitContent';
import { leftOffsets } from './types';
import type { SortState, TableColumn } from './types';

interface Props<Row> {
  columns: readonly TableColumn<Row>[];
  template: string;
  sort: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Present when rows are selectable: the page's "select all" box. */
  selectAll?: { checked: boolean; indeterminate: boolean; onToggle: () => void; disabled: boolean };
}

/** Cycles asc → desc → server order, as users of sortable admin tables expect. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  if (current?.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : null;
}

/** Opaque, since the rows scroll under the header: the hover tint over the paper. */
const HEADER_BACKGROUND = {
  bgcolor: 'background.paper',
  backgroundImage: (theme: Theme) =>
    `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The header row: row 1 of the grid, always in the DOM whatever the body virtualises. */
export function PagedTableHeader<Row>({
  columns,
  template,
  sort,
  onSortChange,
  selectAll,
}: Props<Row>) {
  const { t } = useTranslation();
  const offsets = leftOffsets(columns, selectAll !== undefined);
  const stickLeft = (left: number) => ({ ...pinnedLeftCell(left), ...HEADER_BACKGROUND });
  return (
    <Box
      role="row"
      aria-rowindex={1}
      sx={{
        display: 'grid',
        gridTemplateColumns: template,
        borderBottom: 1,
        borderColor: 'divider',
        ...HEADER_BACKGROUND,
        fontWeight: 'fontWeightMedium',
      }}
    >
      {selectAll && (
        <Box
          role="columnheader"
          sx={{
            px: 0.5,
            display: 'flex',
            alignItems: 'center',
            ...(offsets.size > 0 && stickLeft(0)),
          }}
        >
          <Checkbox
            size="small"
            checked={selectAll.checked}
            indeterminate={selectAll.indeterminate}
            disabled={selectAll.disabled}
            onChange={selectAll.onToggle}
            slotProps={{ input: { 'aria-label': t('widgets.table.selectAll') } }}
          />
        </Box>
      )}
      {columns.map((column) => {
        const active = sort?.key === column.key;
        return (
          <Box
            key={column.key}
            role="columnheader"
            aria-sort={active ? ARIA_SORT[sort.order] : undefined}
            sx={{
              px: 1.5,
              py: 1,
              textAlign: column.align ?? 'left',
              overflow: 'hidden',
              ...(column.pinned && { ...pinnedCell, ...HEADER_BACKGROUND }),
              ...(column.pinnedLeft && stickLeft(offsets.get(column.key) ?? 0)),
            }}
          >
            <FitContent column={column.key}>
              {column.sortable && onSortChange ? (
                <TableSortLabel
                  active={active}
                  direction={active ? sort.order : 'asc'}
                  onClick={() => onSortChange(nextSort(sort, column.key))}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </FitContent>
          </Box>
        );
      })}
    </Box>
  );
}
