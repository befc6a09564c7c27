import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { UserPickerDialog } from '../../../shared/pickers';
import { useUsersByIdsQuery } from './lookups-api';
import { useUserPickerSource } from './use-org-loaders';

export interface ManagerFieldProps {
  label: string;
  /** The chosen user's id, or empty for none. */
  value: string;
  onChange: (id: string) => void;
}

/** A user chosen in the user picker (only user nodes), shown by name. */
export function ManagerField({ label, value, onChange }: ManagerFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const source = useUserPickerSource();
  // A saved manager comes as an id only: its name is looked up once.
  const known = picked?.id === value;
  const { data } = useUsersByIdsQuery([value], { skip: !value || known });
  const name = known ? picked.name : (data?.list[0]?.fullName ?? value);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value ? name : ''}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button onClick={() => setOpen(true)}>{t('permission.buttons.choose')}</Button>
      {value && <Button onClick={() => onChange('')}>{t('permission.buttons.clear')}</Button>}
      <UserPickerDialog
        open={open}
        title={label}
        loadChildren={source.loadChildren}
        search={source.search}
        onConfirm={(nodes) => {
          const [node] = nodes;
          if (node) {
            setPicked({ id: node.id, name: node.fullName });
            onChange(node.id);
          }
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
