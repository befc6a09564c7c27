import { MultiSelectField } from '../../../shared/pickers';
import { useRoleSelectorQuery } from '../common/lookups-api';

export interface RoleSelectProps {
  label: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/** Several roles out of the enabled ones (Role/Selector). */
export function RoleSelect({ label, value, onChange }: RoleSelectProps) {
  const { data } = useRoleSelectorQuery(undefined);
  return (
    <MultiSelectField label={label} value={value} onChange={onChange} options={data?.list ?? []} />
  );
}
