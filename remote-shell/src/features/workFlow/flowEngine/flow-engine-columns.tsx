import { useCallback } from 'react';
import Chip from '@mui/material/Chip';
import type { FlowEngineRow } from '@mepm/contract';
import { FLOW_CATEGORY_DICTIONARY, isSystemFormCode } from '@mepm/contract/paths';
import { useDictionary } from '../../../kernel/dictionary/use-dictionary';
import { useCrudColumns } from '../../../shared/crud';
import type { ColumnText, GrantedColumn, RowAction } from '../../../shared/crud';
import { FIELDS, STATE_NAMES, TYPE_NAMES } from './flow-engine-form';

const STATE_COLOURS = { 0: 'default', 1: 'success', 2: 'warning' } as const;

/** The flows list's columns; the category shows its dictionary name. */
export function useFlowEngineColumns(actionsOf: ((row: FlowEngineRow) => RowAction[]) | null) {
  const { labelOf } = useDictionary(FLOW_CATEGORY_DICTIONARY);
  const define = useCallback(
    ({ t, dateText }: ColumnText): GrantedColumn<FlowEngineRow>[] => [
      { key: 'fullName', label: t(`${FIELDS}.fullName`), width: 180 },
      { key: 'enCode', label: t(`${FIELDS}.enCode`), width: 140 },
      {
        key: 'category',
        label: t(`${FIELDS}.category`),
        width: 110,
        render: (row) => labelOf(row.category),
      },
      {
        key: 'type',
        label: t(`${FIELDS}.type`),
        width: 100,
        render: (row) => t(`workFlow.flowEngine.types.${TYPE_NAMES[row.type]}`),
      },
      {
        key: 'formName',
        label: t(`${FIELDS}.form`),
        width: 140,
        // A system form's name is the product's, so it is shown in the user's language.
        render: (row) =>
          isSystemFormCode(row.formId)
            ? t(`workFlow.flowEngine.systemForms.${row.formId}`)
            : row.formName,
      },
      {
        key: 'state',
        label: t(`${FIELDS}.state`),
        width: 90,
        render: (row) => (
          <Chip
            size="small"
            color={STATE_COLOURS[row.state]}
            label={t(`workFlow.flowEngine.states.${STATE_NAMES[row.state]}`)}
          />
        ),
      },
      {
        key: 'releasedVersion',
        label: t(`${FIELDS}.releasedVersion`),
        width: 90,
        render: (row) => (row.releasedVersion > 0 ? `v${row.releasedVersion}` : ''),
      },
      {
        key: 'lastModifyTime',
        label: t(`${FIELDS}.lastModifyTime`),
        width: 150,
        render: (row) => dateText(row.lastModifyTime),
      },
    ],
    [labelOf],
  );
  return useCrudColumns({ define, actionsOf, actionsWidth: 320 });
}
