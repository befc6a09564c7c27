import Chip from '@mui/material/Chip';
import type { ChipProps } from '@mui/material/Chip';
import type { FlowTaskStatus, FlowUrgency } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<FlowTaskStatus, ChipProps['color']> = {
  0: 'default',
  1: 'primary',
  2: 'success',
  3: 'error',
  4: 'warning',
  5: 'default',
};

const URGENCY_COLORS: Record<FlowUrgency, ChipProps['color']> = {
  1: 'default',
  2: 'warning',
  3: 'error',
};

/** A task's status: 草稿 / 进行中 / 通过 / 驳回 / 撤回 / 终止. */
export function StatusChip({ status }: { status: FlowTaskStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={STATUS_COLORS[status]} label={t(`workFlow.tasks.status.${status}`)} />
  );
}

/** A task's urgency: 普通 / 重要 / 紧急. */
export function UrgencyChip({ urgent }: { urgent: FlowUrgency }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={URGENCY_COLORS[urgent]}
      label={t(`workFlow.tasks.urgency.${urgent}`)}
    />
  );
}
