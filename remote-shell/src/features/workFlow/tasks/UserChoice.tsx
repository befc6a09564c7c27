import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { UserPickerDialog } from '../../../shared/pickers';
import { useUserPickerSource } from '../../../shared/form-renderer/fields/use-user-picker-source';

export interface ChosenUser {
  id: string;
  fullName: string;
}

export interface UserChoiceProps {
  label: string;
  value: ChosenUser | null;
  onChange: (user: ChosenUser) => void;
  error?: string;
  /** Marked as required (a filter is not); true by default. */
  required?: boolean;
}

/** One user, chosen in the organisation's user picker and shown by name. */
export function UserChoice({ label, value, onChange, error, required = true }: UserChoiceProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { loadChildren, search } = useUserPickerSource();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value?.fullName ?? ''}
        fullWidth
        required={required}
        error={error !== undefined}
        helperText={error}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Button sx={{ mt: 1 }} onClick={() => setOpen(true)}>
        {t('workFlow.tasks.buttons.choose')}
      </Button>
      <UserPickerDialog
        open={open}
        title={label}
        loadChildren={loadChildren}
        search={search}
        initialSelected={value ? [{ ...value, type: 'user' as const }] : []}
        onConfirm={([node]) => {
          if (node) onChange({ id: node.id, fullName: node.fullName });
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
