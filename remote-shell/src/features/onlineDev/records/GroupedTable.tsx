import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { FormField, OnlineDevRow } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import type { ListPage } from '../../../shared/crud';
import { PaginationBar, nextSort } from '../../../shared/table';
import type { PagedTableSelection, SortState, TableColumn } from '../../../shared/table';
import { displayText } from './display-text';

interface Props {
  title: string;
  columns: readonly TableColumn<OnlineDevRow>[];
  groupField: string;
  fields: ReadonlyMap<string, FormField>;
  page: ListPage<OnlineDevRow>;
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  selection?: PagedTableSelection;
  toolbar: ReactNode;
  unpaged: boolean;
}

/** The page's rows by the group field's display value, groups in the order they first show. */
function groupsOf(rows: readonly OnlineDevRow[], text: (row: OnlineDevRow) => string) {
  const groups = new Map<string, OnlineDevRow[]>();
  for (const row of rows) {
    const key = text(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups];
}

/**
 * List type 3: the page's rows under a header row per value of the group field. A page of a
 * grouped list is small enough to draw whole, so this is a plain table.
 */
export function GroupedTable({ page, columns, selection, sort, ...props }: Props) {
  const { t } = useTranslation();
  const language = useShownLanguage();
  const field = props.fields.get(props.groupField);
  const groups = groupsOf(page.rows, (row) =>
    displayText(field, row.data[props.groupField], language),
  );
  const chosen = new Set(selection?.selectedIds);
  const toggle = (id: string) =>
    selection?.onSelectionChange(
      chosen.has(id) ? selection.selectedIds.filter((other) => other !== id) : [...chosen, id],
    );
  const width = columns.length + (selection ? 1 : 0);
  return (
    <Box>
      <Box sx={{ mb: 1 }}>{props.toolbar}</Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {page.loading && <LinearProgress aria-label={t('widgets.table.loading')} />}
        <Table size="small" aria-label={props.title} aria-busy={page.loading}>
          <TableHead>
            <TableRow>
              {selection && <TableCell padding="checkbox" />}
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align} sx={{ minWidth: column.width }}>
                  {column.sortable ? (
                    <TableSortLabel
                      active={sort?.key === column.key}
                      direction={sort?.key === column.key ? sort.order : 'asc'}
                      onClick={() => props.onSortChange(nextSort(sort, column.key))}
                    >
                      {column.label}
                    </TableSortLabel>
                  ) : (
                    column.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map(([group, rows]) => [
              <TableRow key={`group:${group}`}>
                <TableCell component="th" scope="rowgroup" colSpan={width} sx={{ fontWeight: 600 }}>
                  {t('onlineDev.records.group', {
                    group: group || t('onlineDev.records.noGroup'),
                    count: rows.length,
                  })}
                </TableCell>
              </TableRow>,
              ...rows.map((row) => (
                <TableRow key={row.id} selected={chosen.has(row.id)}>
                  {selection && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        size="small"
                        checked={chosen.has(row.id)}
                        onChange={() => toggle(row.id)}
                        slotProps={{
                          input: {
                            'aria-label': t('widgets.table.selectRow', {
                              index: page.rows.indexOf(row) + 1,
                            }),
                          },
                        }}
                      />
                    </TableCell>
                  )}
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render?.(row)}
                    </TableCell>
                  ))}
                </TableRow>
              )),
            ])}
          </TableBody>
        </Table>
      </TableContainer>
      <PaginationBar
        total={page.total}
        totalApproximate={page.totalCapped}
        currentPage={page.currentPage}
        pageSize={page.pageSize}
        rowsOnPage={page.rows.length}
        onPageChange={page.setCurrentPage}
        onPageSizeChange={page.setPageSize}
        unpaged={props.unpaged}
      />
    </Box>
  );
}
