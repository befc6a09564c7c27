import type { DataInterfaceRow } from '@mepm/contract';
import { DATA_INTERFACE_BUTTON } from '@mepm/contract/paths';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage, useCrudList } from '../../../shared/crud';
import type { ExtraRowAction } from '../../../shared/crud/use-crud-row-actions';
import { usePagedQueryState } from '../../../shared/table';
import {
  useDataInterfaceListQuery,
  useDeleteDataInterfaceMutation,
  useExportDataInterfaceMutation,
  useSetDataInterfaceStateMutation,
} from './api';
import { CallLogDialog } from './CallLogDialog';
import { useDataInterfaceColumns } from './data-interface-columns';
import { DataInterfaceFormDialog } from './DataInterfaceFormDialog';
import { PreviewDialog } from './PreviewDialog';
import { downloadInterface, ImportButton } from './TransferButtons';

/**
 * System data → data interfaces (/systemData/dataInterface): the paged list with keyword, CRUD,
 * the toggle, a test of a saved interface, its call log, export and import.
 */
export function DataInterfaceListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState({ filters: { keyword: '' } });
  const query = useDataInterfaceListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [remove] = useDeleteDataInterfaceMutation();
  const [setEnabled] = useSetDataInterfaceStateMutation();
  const [exportFile] = useExportDataInterfaceMutation();
  const [previewed, setPreviewed] = useState<DataInterfaceRow>();
  const [logged, setLogged] = useState<DataInterfaceRow>();
  const extraActions = useMemo<ExtraRowAction<DataInterfaceRow>[]>(
    () => [
      {
        code: DATA_INTERFACE_BUTTON.preview,
        label: 'systemData.dataInterface.actions.test',
        run: setPreviewed,
      },
      // The log needs the page only; it sits with the test, which fills it.
      {
        code: DATA_INTERFACE_BUTTON.preview,
        label: 'systemData.dataInterface.actions.log',
        run: setLogged,
      },
      {
        code: DATA_INTERFACE_BUTTON.export,
        label: 'systemData.dataInterface.actions.export',
        run: (row) => {
          void exportFile(row.id)
            .unwrap()
            .then(downloadInterface)
            .catch(() => undefined);
        },
      },
    ],
    [exportFile],
  );
  const crud = useCrudList<DataInterfaceRow>({ remove, setEnabled, extraActions });
  return (
    <CrudListPage
      title={t('systemData.dataInterface.titles.list')}
      crud={crud}
      columns={useDataInterfaceColumns(crud.actionsOf)}
      page={page}
      onSearch={(keyword) => paging.setFilters({ keyword })}
      filters={<ImportButton />}
      renderForm={(target, close) => <DataInterfaceFormDialog target={target} onClose={close} />}
    >
      {previewed && <PreviewDialog row={previewed} onClose={() => setPreviewed(undefined)} />}
      {logged && <CallLogDialog id={logged.id} onClose={() => setLogged(undefined)} />}
    </CrudListPage>
  );
}
