import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormDesign, OnlineDevConfig } from '@mepm/contract';
import { DeleteConfirmDialog } from '../../../shared/crud';
import type { PageRef } from './api';
import { fieldsByModel } from './design-fields';
import { DetailDialog } from './DetailDialog';
import { ExcelButtons } from './excel/ExcelButtons';
import { RecordFormPopup } from './RecordFormPopup';
import { RecordsTable } from './RecordsTable';
import { RecordsToolbar } from './RecordsToolbar';
import { pageRights } from './rights';
import { SearchForm } from './SearchForm';
import { TreeFilter } from './TreeFilter';
import { useRecordActions } from './use-record-actions';
import { useRecordColumns } from './use-record-columns';
import { useRecordsList } from './use-records-list';

interface Props {
  page: PageRef;
  config: OnlineDevConfig;
  title: string;
}

/**
 * A generated page: the search form, the table (with a tree beside it for list type 2, in groups
 * for type 3), the toolbar and row buttons the caller holds, the form and the detail view.
 */
export function RecordsPage({ page, config, title }: Props) {
  const { columnData } = config;
  // The server sends a design its design check accepted; the wire schema leaves fields open.
  const formData = config.formData as FormDesign;
  const fields = useMemo(() => fieldsByModel(formData), [formData]);
  const rights = useMemo(() => pageRights(config), [config]);
  const { paging, query, body } = useRecordsList(page, columnData);
  const actions = useRecordActions(page);
  const columns = useRecordColumns(rights, fields, actions.handlers);
  const treeField = columnData.type === 2 ? columnData.treeField : undefined;
  const treeOf = treeField === undefined ? undefined : fields.get(treeField);

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { xs: 'stretch', md: 'flex-start' } }}
    >
      {treeOf && (
        <Paper variant="outlined" sx={{ p: 1, width: { md: 240 }, flexShrink: 0 }}>
          <TreeFilter
            field={treeOf}
            value={paging.filters.treeValue}
            onChange={(treeValue) => paging.setFilters({ ...paging.filters, treeValue })}
          />
        </Paper>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <SearchForm
          searchList={columnData.searchList}
          fields={fields}
          onSearch={(search) => paging.setFilters({ ...paging.filters, search })}
        />
        <RecordsTable
          title={title}
          columns={columns}
          groupField={columnData.type === 3 ? columnData.groupField : undefined}
          fields={fields}
          paging={paging}
          query={query}
          unpaged={!columnData.hasPage}
          selection={rights.toolbar.has('batchRemove') ? actions.selection : undefined}
          toolbar={
            <RecordsToolbar
              rights={rights}
              selectedCount={actions.selection.selectedIds.length}
              onAdd={actions.openCreate}
              onBatchDelete={actions.askBatchDelete}
            >
              <ExcelButtons
                page={page}
                rights={rights}
                listBody={body}
                selectedIds={actions.selection.selectedIds}
              />
            </RecordsToolbar>
          }
        />
      </Box>
      {actions.formTarget && (
        <RecordFormPopup
          page={page}
          design={formData}
          target={actions.formTarget}
          formFields={rights.formFields}
          onClose={actions.closeForm}
        />
      )}
      {actions.detailId !== null && (
        <DetailDialog
          record={{ ...page, recordId: actions.detailId }}
          design={formData}
          formFields={rights.formFields}
          onClose={actions.closeDetail}
        />
      )}
      <DeleteConfirmDialog {...actions.deleteDialog} />
      <DeleteConfirmDialog {...actions.batchDialog} />
    </Stack>
  );
}
