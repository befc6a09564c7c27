import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { PermissionGate } from '../permission';
import { PagedTable } from '../table';
import type { TableColumn } from '../table';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import type { DialogTarget } from './dialog-target';
import { KeywordSearch } from './KeywordSearch';
import { tablePageProps } from './list-page';
import type { ListPage } from './list-page';
import type { CrudList } from './use-crud-list';

export interface CrudListPageProps<Row extends { id: string }> {
  /** The table's accessible name, already translated. */
  title: string;
  /** From `useCrudList`: the dialog target, the delete question and the row buttons. */
  crud: CrudList<Row>;
  /** From the page's columns hook, which got `crud.actionsOf`. */
  columns: readonly TableColumn<Row>[];
  /** From `serverPage` or `useClientPage`. */
  page: ListPage<Row>;
  onSearch: (keyword: string) => void;
  /** More toolbar controls, before the keyword box (an organisation filter, say). */
  filters?: ReactNode;
  /** False hides the add button whatever the grant (a list that can only be browsed). */
  canAdd?: boolean;
  /** A panel left of the table (a tree that narrows the list). */
  aside?: ReactNode;
  /** Lets the user hide columns. */
  columnSettings?: boolean;
  /** The add/edit dialog of the target; `close` ends it. */
  renderForm: (target: DialogTarget, close: () => void) => ReactNode;
  /** More dialogs of the page's own row buttons. */
  children?: ReactNode;
}

/**
 * An admin list page: the paged table with keyword search and the add button (btn_add), the
 * add/edit dialog and the delete question. The page declares its columns, query and form.
 */
export function CrudListPage<Row extends { id: string }>(props: CrudListPageProps<Row>) {
  const { t } = useTranslation();
  const { crud, page } = props;
  const table = (
    <PagedTable
      label={props.title}
      columns={props.columns}
      {...tablePageProps(page)}
      getRowId={(row) => row.id}
      columnSettings={props.columnSettings}
      toolbar={
        <Stack direction="row" spacing={2} sx={{ flex: 1, alignItems: 'center' }}>
          {props.filters}
          <KeywordSearch onSearch={props.onSearch} />
          {props.canAdd !== false && (
            <PermissionGate code={ADMIN_BUTTON.add}>
              <Button variant="contained" onClick={crud.openCreate}>
                {t('crud.buttons.add')}
              </Button>
            </PermissionGate>
          )}
        </Stack>
      }
    />
  );
  return (
    // On a narrow screen the side panel goes above the table, which keeps the whole width.
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { xs: 'stretch', md: 'flex-start' } }}
    >
      {props.aside && (
        <Paper variant="outlined" sx={{ p: 1, width: { md: 260 }, flexShrink: 0 }}>
          {props.aside}
        </Paper>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>{table}</Box>
      {crud.target && props.renderForm(crud.target, crud.closeForm)}
      {props.children}
      <DeleteConfirmDialog {...crud.deletion} />
    </Stack>
  );
}
