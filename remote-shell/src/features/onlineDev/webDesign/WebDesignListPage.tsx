import type { DesignType } from '@mepm/contract';
import { DESIGN_TYPES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, CrudListPage, pagedArgs, serverPage } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import { useWebDesignListQuery } from './api';
import { DesignFormDialog } from './DesignFormDialog';
import { ImportDesignButton } from './ImportDesignButton';
import { PublishDialog } from './publish/PublishDialog';
import { ReleaseDialog } from './release/ReleaseDialog';
import { useDesignList } from './use-design-list';
import { useWebDesignColumns } from './web-design-columns';
import { FIELDS, TYPE_NAMES } from './web-design-form';
import { WebDesignFormDialog } from './WebDesignFormDialog';

/**
 * 可视化开发 → 功能设计 (/onlineDev/webDesign): designs by sort order, by keyword and type; add and
 * edit their attributes, design their form, copy, release or set back to draft, publish to a menu,
 * import and export, delete.
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
          <ChoiceFilter
            label={t(`${FIELDS}.type`)}
            allLabel={t('onlineDev.webDesign.filters.allTypes')}
            value={filters.type}
            choices={DESIGN_TYPES.map((type) => ({
              value: type,
              label: t(`onlineDev.webDesign.types.${TYPE_NAMES[type]}`),
            }))}
            onChange={(type) => setFilters({ ...filters, type })}
          />
          <ImportDesignButton />
        </>
      }
      renderForm={(target, close) => <WebDesignFormDialog target={target} onClose={close} />}
    >
      {crud.designing && (
        <DesignFormDialog
          key={crud.designing.id}
          id={crud.designing.id}
          name={crud.designing.fullName}
          onClose={crud.closeDesigner}
        />
      )}
      {crud.releasing && (
        <ReleaseDialog
          key={crud.releasing.id}
          design={crud.releasing}
          onClose={crud.closeRelease}
        />
      )}
      {crud.publishing && (
        <PublishDialog
          key={crud.publishing.id}
          design={crud.publishing}
          onClose={crud.closePublish}
        />
      )}
    </CrudListPage>
  );
}
