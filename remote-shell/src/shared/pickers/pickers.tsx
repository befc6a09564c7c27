import { OrgPickerDialog } from './OrgPickerDialog';
import type { OrgPickerProps } from './OrgPickerDialog';

/** SPEC §5: only user nodes can be chosen; the title defaults to 审批人 (approver). */
export function UserPickerDialog(props: OrgPickerProps) {
  return <OrgPickerDialog {...props} nodeType="user" />;
}

/** SPEC §5: only department nodes can be chosen. */
export function DepartmentPickerDialog(props: OrgPickerProps) {
  return <OrgPickerDialog {...props} nodeType="department" />;
}

/** SPEC §5: only position nodes can be chosen. */
export function PositionPickerDialog(props: OrgPickerProps) {
  return <OrgPickerDialog {...props} nodeType="position" />;
}
