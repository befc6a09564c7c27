import type { FieldProps } from '../field-props';
import { allowedBy, idsOf, pickerValue } from './field-values';
import { IdSelect } from './IdSelect';
import { useFieldRolesQuery } from './lookups-api';
import { ReadOnlyText } from './ReadOnlyText';

/** The role picker: enabled roles (with `selectType: custom` only `ableIds`), shown by name. */
export function RoleSelectField(props: FieldProps<'roleSelect'>) {
  const { field } = props;
  const { data } = useFieldRolesQuery(undefined);
  const roles = data?.list ?? [];
  const names = new Map(roles.map((role) => [role.id, role.fullName]));
  const ids = idsOf(props.value);
  if (props.readOnly) {
    const text = ids.map((id) => names.get(id) ?? id).join(', ');
    return <ReadOnlyText id={props.inputId} text={text} />;
  }
  const allowed = allowedBy(field);
  return (
    <IdSelect
      inputId={props.inputId}
      ids={ids}
      multiple={field.multiple ?? false}
      options={roles.filter((role) => allowed(role.id))}
      names={names}
      onChange={(next) => props.onChange(pickerValue(next, field.multiple))}
      onBlur={props.onBlur}
      error={props.error !== undefined}
    />
  );
}
