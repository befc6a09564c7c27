import type { PositionRecord } from '@mepm/contract';
import { codedRecordColumns, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, RowAction } from '../../../shared/crud';

const F = 'permission.position.fields';

/** The column codes are the field names, `organize` for the organisation's name. */
const definePositionColumns = (text: ColumnText) =>
  codedRecordColumns<PositionRecord>(F, text, [
    { code: 'organize', key: 'organizeName', label: text.t(`${F}.organize`) },
  ]);

/** The positions list's columns. */
export function usePositionColumns(actionsOf: ((row: PositionRecord) => RowAction[]) | null) {
  return useCrudColumns({ define: definePositionColumns, actionsOf, actionsWidth: 160 });
}
