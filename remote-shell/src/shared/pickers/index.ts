export { DepartmentPickerDialog, PositionPickerDialog, UserPickerDialog } from './pickers';
export { OrgPickerDialog, PICKER_WIDTH } from './OrgPickerDialog';
export type { OrgPickerProps } from './OrgPickerDialog';
