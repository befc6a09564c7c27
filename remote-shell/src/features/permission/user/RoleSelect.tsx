import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRoleSelectorQuery } from '../common/lookups-api';

export interface RoleSelectProps {
  label: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Several roles out of the enabled ones (Role/Selector). */
export function RoleSelect({ label, value, onChange }: RoleSelectProps) {
  const { data } = useRoleSelectorQuery(undefined);
  const roles = data?.list ?? [];
  const names = new Map(roles.map((role) => [role.id, role.fullName]));
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => {
        // A multiple select reports an array; autofill may still hand over a comma list.
        const next: unknown = event.target.value;
        onChange(Array.isArray(next) ? (next as string[]) : String(next).split(','));
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) =>
            (selected as string[]).map((id) => names.get(id) ?? id).join(', '),
        },
      }}
    >
      {roles.map((role) => (
        <MenuItem key={role.id} value={role.id}>
          {role.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
