import { OrgPickerDialog } from './OrgPickerDialog';
import type { OrgPickerProps } from './OrgPickerDialog';

/** Only user nodes can be chosen; the title defaults to 审批人 (approver). */
export function UserPickerDialog(props: OrgPickerProps) {
  return <OrgPickerDialog {...props} nodeType="user" />;
}

/** Only department nodes can be chosen. */
export function DepartmentPickerDialog(props: OrgPickerProps) {
  return <OrgPickerDialog {...props} nodeType="department" />;
}

/** Only position nodes can be chosen. */
export function PositionPickerDialog(props: OrgPickerProps) {
  return <OrgPickerDialog {...props} nodeType="position" />;
}
