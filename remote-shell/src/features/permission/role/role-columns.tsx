import type { RoleRecord } from '@mepm/contract';
import { codedRecordColumns, useCrudColumns } from '../../../shared/crud';
import type { ColumnText, RowAction } from '../../../shared/crud';

/** The column codes are the field names. */
const defineRoleColumns = (text: ColumnText) =>
  codedRecordColumns<RoleRecord>('permission.role.fields', text);

/** The roles list's columns. */
export function useRoleColumns(actionsOf: ((row: RoleRecord) => RowAction[]) | null) {
  return useCrudColumns({ define: defineRoleColumns, actionsOf, actionsWidth: 200 });
}
