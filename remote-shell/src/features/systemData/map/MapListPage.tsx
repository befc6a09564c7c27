import { useState } from 'react';
import type { MapRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage, useCrudList } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import { useDeleteMapAreaMutation, useMapListQuery, useSetMapAreaStateMutation } from './api';
import { useMapColumns } from './map-columns';
import { MapFormDialog } from './MapFormDialog';
import { MapPreviewDialog } from './MapPreviewDialog';

/** System data → maps (/systemData/map): upload, edit, preview and enable boundary maps. */
export function MapListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState({ filters: { keyword: '' } });
  const query = useMapListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [remove] = useDeleteMapAreaMutation();
  const [setEnabled] = useSetMapAreaStateMutation();
  const crud = useCrudList<MapRecord>({ remove, setEnabled });
  const [previewed, setPreviewed] = useState<MapRecord | null>(null);
  const columns = useMapColumns(crud.actionsOf, setPreviewed);
  return (
    <>
      <CrudListPage
        title={t('systemData.map.titles.list')}
        crud={crud}
        columns={columns}
        page={page}
        onSearch={(keyword) => paging.setFilters({ keyword })}
        renderForm={(target, close) => <MapFormDialog target={target} onClose={close} />}
      />
      {previewed && <MapPreviewDialog map={previewed} onClose={() => setPreviewed(null)} />}
    </>
  );
}
