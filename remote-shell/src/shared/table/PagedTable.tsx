import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu';
import { PagedTableHeader } from './PagedTableHeader';
import { PagedTableRow } from './PagedTableRow';
import { PaginationBar } from './PaginationBar';
import { useContentWidths } from './use-content-widths';
import { ROW_HEIGHT, VirtualBody } from './VirtualBody';
import { gridTemplate } from './types';
import type { SortState, TableColumn } from './types';

export interface PagedTableSelection {
  selectedIds: readonly string[];
  onSelectionChange: (ids: string[]) => void;
}

export interface PagedTableProps<Row extends object> {
  /** The table's accessible name. */
  label: string;
  /** Only the columns the user may see: permission-trimmed columns are simply left out. */
  columns: readonly TableColumn<Row>[];
  /** The current page's rows, as the server returned them. */
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  total: number;
  /** The server capped its count at `total` (big tables are not counted in full). */
  totalApproximate?: boolean;
  currentPage: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  loading?: boolean;
  /** `true` shows the generic failure text; a string is shown as it is. */
  error?: boolean | string;
  /** Checkbox selection, with "select all" acting on the current page. */
  selection?: PagedTableSelection;
  /** Offers a menu for the user to hide columns. */
  columnSettings?: boolean;
  /** Above the header, beside the column menu: search forms, action buttons. */
  toolbar?: ReactNode;
  /** Body height before it scrolls, in pixels (the header stays above it). */
  maxBodyHeight?: number;
  /** No pages: the pager shows only when the rows overflow one (see PaginationBar). */
  unpaged?: boolean;
}

/**
 * A server-paged table: the server pages, sorts and filters; this shows one page, virtualised.
 * It is built from ARIA table roles on divs rather than <table>, because only a grid layout lets
 * rows be positioned absolutely while the header and the rows keep the same column widths.
 */
export function PagedTable<Row extends object>(props: PagedTableProps<Row>) {
  const { columns, rows, getRowId, selection, loading = false, error, sort = null } = props;
  const { t } = useTranslation();
  const [hidden, setHidden] = useState<string[]>([]);
  const shown = useMemo(
    () => columns.filter((column) => !hidden.includes(column.key)),
    [columns, hidden],
  );
  // State, not a ref: the body's virtualiser must render again once the box exists.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const contentWidths = useContentWidths(scrollBox);
  const template = gridTemplate(shown, selection !== undefined, contentWidths.widths);

  const selectedSet = useMemo(() => new Set(selection?.selectedIds), [selection?.selectedIds]);
  const pageIds = useMemo(() => rows.map(getRowId), [rows, getRowId]);
  const selectedOnPage = pageIds.filter((id) => selectedSet.has(id)).length;
  const toggleRow = useCallback(
    (id: string) => {
      if (!selection) return;
      const { selectedIds, onSelectionChange } = selection;
      onSelectionChange(
        selectedIds.includes(id)
          ? selectedIds.filter((selected) => selected !== id)
          : [...selectedIds, id],
      );
    },
    [selection],
  );
  const toggleAll = () => {
    if (!selection) return;
    const page = new Set(pageIds);
    const others = selection.selectedIds.filter((id) => !page.has(id));
    selection.onSelectionChange(
      selectedOnPage === pageIds.length ? others : [...others, ...pageIds],
    );
  };

  // Row positions in the whole result, so that assistive technology announces "row 2,041 of
  // 10,001" rather than the page-relative number; -1 is ARIA's "total unknown".
  const offset = (props.currentPage - 1) * props.pageSize;
  const rowCount = props.totalApproximate ? -1 : props.total + 1;

  return (
    <Box>
      {(props.toolbar || props.columnSettings) && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box sx={{ flex: 1 }}>{props.toolbar}</Box>
          {props.columnSettings && (
            <ColumnVisibilityMenu columns={columns} hidden={hidden} onChange={setHidden} />
          )}
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {typeof error === 'string' ? error : t('widgets.table.error')}
        </Alert>
      )}
      {/* One box scrolls both ways, so the header can stay on top and the row buttons right. */}
      <Box
        ref={setScrollBox}
        sx={{
          overflow: 'auto',
          maxHeight: (props.maxBodyHeight ?? 480) + ROW_HEIGHT,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box
          role="table"
          aria-label={props.label}
          aria-rowcount={rowCount}
          aria-colcount={shown.length + (selection ? 1 : 0)}
          aria-busy={loading}
          sx={{ minWidth: 'fit-content', position: 'relative' }}
        >
          <Box role="rowgroup" sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
            <PagedTableHeader
              columns={shown}
              template={template}
              sort={sort}
              onSortChange={props.onSortChange}
              selectAll={
                selection && {
                  checked: pageIds.length > 0 && selectedOnPage === pageIds.length,
                  indeterminate: selectedOnPage > 0 && selectedOnPage < pageIds.length,
                  disabled: pageIds.length === 0,
                  onToggle: toggleAll,
                }
              }
            />
          </Box>
          {loading && (
            <LinearProgress
              aria-label={t('widgets.table.loading')}
              sx={{ position: 'absolute', left: 0, right: 0 }}
            />
          )}
          {rows.length === 0 ? (
            <Typography color="text.secondary" align="center" sx={{ py: 4 }}>
              {loading ? t('widgets.table.loading') : t('widgets.table.empty')}
            </Typography>
          ) : (
            <VirtualBody
              count={rows.length}
              scrollBox={scrollBox}
              onRowsShown={contentWidths.measure}
              renderRow={(index, top) => {
                const row = rows[index];
                const id = pageIds[index];
                if (row === undefined || id === undefined) return null;
                return (
                  <PagedTableRow
                    key={id}
                    row={row}
                    columns={shown}
                    template={template}
                    top={top}
                    ariaRowIndex={offset + index + 2}
                    pageIndex={index + 1}
                    id={id}
                    selected={selection ? selectedSet.has(id) : undefined}
                    onToggle={selection ? toggleRow : undefined}
                  />
                );
              }}
            />
          )}
        </Box>
      </Box>
      <PaginationBar
        total={props.total}
        totalApproximate={props.totalApproximate}
        currentPage={props.currentPage}
        pageSize={props.pageSize}
        rowsOnPage={rows.length}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
        unpaged={props.unpaged}
      />
    </Box>
  );
}
