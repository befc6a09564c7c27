import type { FlowState } from '@mepm/contract/paths';
import { FLOW_CATEGORY_DICTIONARY, FLOW_STATES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../kernel/dictionary/use-dictionary';
import { ChoiceFilter, CrudListPage, pagedArgs, serverPage } from '../../../shared/crud';
import { usePagedQueryState } from '../../../shared/table';
import { useFlowEngineListQuery } from './api';
import { useFlowEngineColumns } from './flow-engine-columns';
import { FIELDS, STATE_NAMES } from './flow-engine-form';
import { FlowDesignDialog } from './FlowDesignDialog';
import { FlowEngineFormDialog } from './FlowEngineFormDialog';
import { ImportFlowButton } from './ImportFlowButton';
import { useFlowEngineList } from './use-flow-engine-list';

interface Filters {
  keyword: string;
  category: string | null;
  state: FlowState | null;
}

/**
 * 工作流程 → 流程设计 (/workFlow/flowEngine): flows by keyword, category and state; add and edit
 * their attributes, design their template, release or stop, copy, export and import, delete.
 */
export function FlowEngineListPage() {
  const { t } = useTranslation();
  const paging = usePagedQueryState<Filters>({
    filters: { keyword: '', category: null, state: null },
  });
  const { filters, setFilters } = paging;
  const query = useFlowEngineListQuery(pagedArgs(paging));
  const page = serverPage(paging, query);
  const crud = useFlowEngineList();
  const categories = useDictionary(FLOW_CATEGORY_DICTIONARY);
  return (
    <CrudListPage
      title={t('workFlow.flowEngine.titles.list')}
      crud={crud}
      columns={useFlowEngineColumns(crud.actionsOf)}
      page={page}
      onSearch={(keyword) => setFilters({ ...filters, keyword })}
      filters={
        <>
          <ChoiceFilter
            label={t(`${FIELDS}.category`)}
            allLabel={t('workFlow.flowEngine.filters.allCategories')}
            value={filters.category}
            choices={categories.options}
            onChange={(category) => setFilters({ ...filters, category })}
          />
          <ChoiceFilter
            label={t(`${FIELDS}.state`)}
            allLabel={t('workFlow.flowEngine.filters.allStates')}
            value={filters.state}
            choices={FLOW_STATES.map((state) => ({
              value: state,
              label: t(`workFlow.flowEngine.states.${STATE_NAMES[state]}`),
            }))}
            onChange={(state) => setFilters({ ...filters, state })}
          />
          <ImportFlowButton />
        </>
      }
      renderForm={(target, close) => <FlowEngineFormDialog target={target} onClose={close} />}
    >
      {crud.designing && (
        <FlowDesignDialog
          key={crud.designing.id}
          id={crud.designing.id}
          name={crud.designing.fullName}
          onClose={crud.closeDesigner}
        />
      )}
    </CrudListPage>
  );
}
