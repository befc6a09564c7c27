import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DesignType } from '@mepm/contract';
import { DESIGN_TYPES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { CrudListPage, pagedArgs, serverPage } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import { useWebDesignListQuery } from './api';
import { ImportDesignButton } from './ImportDesignButton';
import { useDesignList } from './use-design-list';
import { useWebDesignColumns } from './web-design-columns';
import { FIELDS, TYPE_NAMES } from './web-design-form';
import { WebDesignFormDialog } from './WebDesignFormDialog';

/**
 * 可视化开发 → 功能设计 (/onlineDev/webDesign): designs by sort order, by keyword and type; add and
 * edit their attributes, copy, release or set back to draft, import and export, delete.
 */
export function WebDesignListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState<{ keyword: string; type: DesignType | null }>({
    filters: { keyword: '', type: null },
  });
  const { filters, setFilters } = paging;
  const query = useWebDesignListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const crud = useDesignList();
  return (
    <CrudListPage
      title={t('onlineDev.webDesign.titles.list')}
      crud={crud}
      columns={useWebDesignColumns(crud.actionsOf)}
      page={page}
      onSearch={(keyword) => setFilters({ ...filters, keyword })}
      filters={
        <>
          <Box sx={{ width: 140 }}>
            <TextField
              select
              fullWidth
              size="small"
              label={t(`${FIELDS}.type`)}
              value={filters.type === null ? '' : String(filters.type)}
              onChange={(event) => {
                const type = event.target.value ? (Number(event.target.value) as DesignType) : null;
                setFilters({ ...filters, type });
              }}
            >
              <MenuItem value="">{t('onlineDev.webDesign.filters.allTypes')}</MenuItem>
              {DESIGN_TYPES.map((type) => (
                <MenuItem key={type} value={String(type)}>
                  {t(`onlineDev.webDesign.types.${TYPE_NAMES[type]}`)}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <ImportDesignButton />
        </>
      }
      renderForm={(target, close) => <WebDesignFormDialog target={target} onClose={close} />}
    />
  );
}
