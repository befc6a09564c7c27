export { DepartmentPickerDialog, PositionPickerDialog, UserPickerDialog } from './pickers';
export { OrgPickerDialog, PICKER_WIDTH } from './OrgPickerDialog';
export type { OrgPickerProps } from './OrgPickerDialog';
export { MultiSelectField } from './MultiSelectField';
export type { MultiSelectFieldProps } from './MultiSelectField';
export { usePickerSource } from './use-picker-source';
export type { LoadPickerLevel } from './use-picker-source';
