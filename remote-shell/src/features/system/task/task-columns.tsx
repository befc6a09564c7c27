import Chip from '@mui/material/Chip';
import type { TaskRecord, TaskRunOutcome } from '@mepm/contract';
import type { TFunction } from 'i18next';
import { codedRecordColumns, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import { TASK_FIELDS } from './task-form';

const OUTCOME_COLOURS = { running: 'info', success: 'success', failure: 'error' } as const;

/** A run's outcome as a coloured label. */
export function OutcomeChip({ outcome, t }: { outcome: TaskRunOutcome; t: TFunction }) {
  return (
    <Chip
      size="small"
      color={OUTCOME_COLOURS[outcome]}
      label={t(`system.task.outcomes.${outcome}`)}
    />
  );
}

const defineTaskColumns = ({ t, dateText }: ColumnText): GrantedColumn<TaskRecord>[] =>
  codedRecordColumns<TaskRecord>(TASK_FIELDS, { t, dateText }, [
    {
      key: 'jobName',
      label: t(`${TASK_FIELDS}.jobName`),
      width: 160,
      render: (row) => row.jobTitle,
    },
    { key: 'cron', label: t(`${TASK_FIELDS}.cron`), width: 130 },
    {
      key: 'nextRunTime',
      label: t(`${TASK_FIELDS}.nextRunTime`),
      width: 150,
      render: (row) => (row.nextRunTime === null ? '' : dateText(row.nextRunTime)),
    },
    {
      key: 'lastRunTime',
      label: t(`${TASK_FIELDS}.lastRunTime`),
      width: 150,
      render: (row) => (row.lastRunTime === null ? '' : dateText(row.lastRunTime)),
    },
    {
      key: 'lastOutcome',
      label: t(`${TASK_FIELDS}.lastOutcome`),
      width: 100,
      render: (row) => (row.lastOutcome ? <OutcomeChip outcome={row.lastOutcome} t={t} /> : ''),
    },
  ]).filter((column) => column.key !== 'createdTime' && column.key !== 'description');

/** The tasks list's columns. */
export function useTaskColumns(actionsOf: ((row: TaskRecord) => RowAction[]) | null) {
  return useCrudColumns({ define: defineTaskColumns, actionsOf, actionsWidth: 300 });
}
