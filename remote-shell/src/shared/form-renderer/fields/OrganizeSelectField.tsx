import type { FieldProps } from '../field-props';
import { OrgTreeField } from './OrgTreeField';

/** The organize picker: see OrgTreeField. */
export function OrganizeSelectField(props: FieldProps<'organizeSelect'>) {
  return <OrgTreeField {...props} kind="organizeSelect" />;
}
