import Stack from '@mui/material/Stack';
import { FLOW_TASK_STATUSES, FLOW_URGENCIES } from '@mepm/contract/paths';
import type { FlowTaskStatus, FlowUrgency } from '@mepm/contract/paths';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFilter, KeywordSearch } from '../../../shared/crud';
import { useFlowChoices } from './use-flow-choices';

/** The filters every task list shares. */
export interface TaskFilter {
  keyword?: string;
  flowId?: string;
  urgent?: FlowUrgency;
}

export interface TaskFiltersProps<F extends TaskFilter> {
  filters: F;
  onChange: (filters: F) => void;
  /** The list's own filters and buttons, after the shared ones. */
  children?: ReactNode;
}

/** Keyword, flow and urgency filters of a task list. */
export function TaskFilters<F extends TaskFilter>({
  filters,
  onChange,
  children,
}: TaskFiltersProps<F>) {
  const { t } = useTranslation();
  const flows = useFlowChoices();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <KeywordSearch
        onSearch={(keyword) => onChange({ ...filters, keyword: keyword || undefined })}
      />
      <ChoiceFilter
        label={t('workFlow.tasks.filters.flow')}
        allLabel={t('workFlow.tasks.filters.all')}
        value={filters.flowId ?? null}
        choices={flows.map((flow) => ({ value: flow.id, label: flow.fullName }))}
        onChange={(flowId) => onChange({ ...filters, flowId: flowId ?? undefined })}
      />
      <ChoiceFilter
        label={t('workFlow.tasks.filters.urgent')}
        allLabel={t('workFlow.tasks.filters.all')}
        value={filters.urgent ?? null}
        choices={FLOW_URGENCIES.map((urgency) => ({
          value: urgency,
          label: t(`workFlow.tasks.urgency.${urgency}`),
        }))}
        onChange={(urgent) => onChange({ ...filters, urgent: urgent ?? undefined })}
      />
      {children}
    </Stack>
  );
}

/** A list's filter by task status, with "all" first. */
export function StatusFilter(props: {
  value: FlowTaskStatus | undefined;
  onChange: (status: FlowTaskStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      label={t('workFlow.tasks.filters.status')}
      allLabel={t('workFlow.tasks.filters.all')}
      value={props.value ?? null}
      choices={FLOW_TASK_STATUSES.map((status) => ({
        value: status,
        label: t(`workFlow.tasks.status.${status}`),
      }))}
      onChange={(status) => props.onChange(status ?? undefined)}
    />
  );
}
