import type { FieldProps } from '../field-props';
import { OrgTreeField } from './OrgTreeField';

/** The department picker: see OrgTreeField. */
export function DepartmentSelectField(props: FieldProps<'departmentSelect'>) {
  return <OrgTreeField {...props} kind="departmentSelect" />;
}
