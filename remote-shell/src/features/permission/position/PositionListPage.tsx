import Box from '@mui/material/Box';
import type { PositionRecord } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage, useCrudList } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import { OrganizeSelect } from '../common/OrganizeSelect';
import { useDeletePositionMutation, usePositionListQuery } from './api';
import { usePositionColumns } from './position-columns';
import { PositionFormDialog } from './PositionFormDialog';

interface PositionFilters {
  keyword: string;
  organizeId: string | null;
}

/** Permission → positions (/permission/position): filtered by organisation, with CRUD. */
export function PositionListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState<PositionFilters>({
    filters: { keyword: '', organizeId: null },
  });
  const { filters, setFilters } = paging;
  const query = usePositionListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const [remove] = useDeletePositionMutation();
  const crud = useCrudList<PositionRecord>({ remove });
  return (
    <CrudListPage
      title={t('permission.position.titles.list')}
      crud={crud}
      columns={usePositionColumns(crud.actionsOf)}
      page={page}
      onSearch={(keyword) => setFilters({ ...filters, keyword })}
      filters={
        <Box sx={{ width: 240 }}>
          <OrganizeSelect
            label={t('permission.position.fields.organize')}
            value={filters.organizeId}
            onChange={(organizeId) => setFilters({ ...filters, organizeId })}
          />
        </Box>
      }
      renderForm={(target, close) => (
        <PositionFormDialog
          target={target}
          defaultOrganizeId={filters.organizeId}
          onClose={close}
        />
      )}
    />
  );
}
