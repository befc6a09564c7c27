import type { FieldProps } from '../field-props';
import { OrgTreeField } from './OrgTreeField';

/** The position picker: see OrgTreeField. */
export function PositionSelectField(props: FieldProps<'positionSelect'>) {
  return <OrgTreeField {...props} kind="positionSelect" />;
}
