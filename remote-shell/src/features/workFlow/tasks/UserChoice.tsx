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

export interface UsersChoiceProps {
  label: string;
  value: readonly ChosenUser[];
  onChange: (users: ChosenUser[]) => void;
  /** Several users (加签) or one (转办, an entrust). */
  multiple?: boolean;
  error?: string;
}

/** Users chosen in the organisation's user picker and shown by name. */
export function UsersChoice({ label, value, onChange, multiple, error }: UsersChoiceProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { loadChildren, search } = useUserPickerSource();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={label}
        value={value.map((user) => user.fullName).join('、')}
        fullWidth
        required
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
        multiple={multiple}
        loadChildren={loadChildren}
        search={search}
        initialSelected={value.map((user) => ({ ...user, type: 'user' as const }))}
        onConfirm={(nodes) => {
          if (nodes.length > 0) {
            onChange(nodes.map((node) => ({ id: node.id, fullName: node.fullName })));
          }
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}

export interface UserChoiceProps {
  label: string;
  value: ChosenUser | null;
  onChange: (user: ChosenUser) => void;
  error?: string;
}

/** One user, chosen in the organisation's user picker and shown by name. */
export function UserChoice({ value, onChange, ...rest }: UserChoiceProps) {
  return (
    <UsersChoice
      {...rest}
      value={value === null ? [] : [value]}
      onChange={([user]) => {
        if (user) onChange(user);
      }}
    />
  );
}
