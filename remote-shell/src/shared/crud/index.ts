// The admin list-page building block: a page declares its query, columns and form; this wires
// the table, toolbar, add/edit dialog, delete question and row buttons the same way everywhere.
export { CrudListPage } from './CrudListPage';
export type { CrudListPageProps } from './CrudListPage';
export { useCrudList } from './use-crud-list';
export type { CrudList, CrudListOptions } from './use-crud-list';
export { serverPage, tablePageProps } from './list-page';
export type { ListPage, ListQueryStatus, PagedAnswer, ServerPaging } from './list-page';
export { useClientPage } from './use-client-page';
export { definedParams, pagedArgs } from './list-args';
export type { EnabledChange, MutationTrigger } from './mutation-trigger';

export { RecordFormDialog } from './RecordFormDialog';
export type { RecordForm, RecordFormDialogProps } from './RecordFormDialog';
export { DesignerDialog } from './DesignerDialog';
export type { DesignerDialogProps } from './DesignerDialog';
export { FormDialog } from './FormDialog';
export type { FormDialogProps } from './FormDialog';
export { editIdOf } from './dialog-target';
export type { DialogTarget } from './dialog-target';
export {
  chooseRequired,
  hasErrors,
  passwordTooShort,
  required,
  useFieldErrorText,
} from './field-error';
export type { FieldError, FieldErrors } from './field-error';
export { CodedRecordFields } from './CodedRecordFields';
export { EMPTY_CODED_RECORD, toCodedBody, toCodedValues, validateCodedRecord } from './record-form';
export type { CodedRecordField, CodedRecordValues } from './record-form';

export { useCrudColumns } from './use-crud-columns';
export type { ColumnText, CrudColumnsOptions, GrantedColumn } from './use-crud-columns';
export { codedRecordColumns, createdTimeColumn, enabledColumn } from './record-columns';
export { EnabledChip } from './EnabledChip';
export { RowActions } from './RowActions';
export type { RowAction } from './RowActions';
export { useCrudRowActions } from './use-crud-row-actions';
export type { CrudRowHandlers, ExtraRowAction } from './use-crud-row-actions';
export { useColumnGrants } from './use-column-grants';
export { useDateText } from './use-date-text';

export { KeywordSearch } from './KeywordSearch';
export { ChoiceFilter } from './ChoiceFilter';
export type { ChoiceFilterProps } from './ChoiceFilter';
export { DeleteConfirmDialog } from './DeleteConfirmDialog';
export type { DeleteConfirmDialogProps } from './DeleteConfirmDialog';
export { useConfirmDelete } from './use-confirm-delete';
export { useToggleEnabled } from './use-toggle-enabled';
export { useNotifySuccess } from './use-notify';
export { DictionarySelectField } from './DictionarySelectField';
