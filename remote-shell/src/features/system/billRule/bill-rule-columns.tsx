import type { BillRuleRecord } from '@mepm/contract';
import { codedRecordColumns, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, RowAction } from '../../../shared/crud';
import { FIELDS } from './bill-rule-form';

/** The column codes are the field names. */
const defineBillRuleColumns = (text: ColumnText) =>
  codedRecordColumns<BillRuleRecord>(FIELDS, text, [
    { key: 'category', label: text.t(`${FIELDS}.category`), width: 100 },
    { key: 'prefix', label: text.t(`${FIELDS}.prefix`), width: 90 },
    {
      key: 'dateFormat',
      label: text.t(`${FIELDS}.dateFormat`),
      width: 110,
      render: (row) => (row.dateFormat === 'none' ? '' : row.dateFormat),
    },
    { key: 'digits', label: text.t(`${FIELDS}.digits`), width: 90 },
    { key: 'currentSequence', label: text.t(`${FIELDS}.currentSequence`), width: 110 },
    { key: 'lastOutput', label: text.t(`${FIELDS}.lastOutput`), width: 180 },
  ]);

/** The rules list's columns. */
export function useBillRuleColumns(actionsOf: ((row: BillRuleRecord) => RowAction[]) | null) {
  return useCrudColumns({ define: defineBillRuleColumns, actionsOf, actionsWidth: 200 });
}
