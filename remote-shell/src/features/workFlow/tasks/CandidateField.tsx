import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import type { FlowCandidateNode } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { MultiSelectField, UserPickerDialog } from '../../../shared/pickers';
import { useFieldUsersByIdsQuery } from '../../../shared/form-renderer/fields/lookups-api';
import { useUserPickerSource } from '../../../shared/form-renderer/fields/use-user-picker-source';

export interface CandidateFieldProps {
  node: FlowCandidateNode;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}

/**
 * The approvers the submitter picks for one `chosen` node. Named users are offered in a select;
 * when the node names positions or roles, the user picker opens instead and the server checks
 * that the chosen users hold one of them.
 */
export function CandidateField({ node, value, onChange }: CandidateFieldProps) {
  const { t } = useTranslation();
  const label = t('workFlow.tasks.launch.candidates', { node: node.title });
  const byPeople = node.people.positions.length > 0 || node.people.roles.length > 0;
  const wanted = [...new Set([...node.people.users, ...value])];
  const { data } = useFieldUsersByIdsQuery(wanted.length > 0 ? wanted : skipToken);
  const names = new Map((data?.list ?? []).map((user) => [user.id, user.fullName] as const));
  if (!byPeople) {
    const options = node.people.users.map((id) => ({ id, fullName: names.get(id) ?? id }));
    return <MultiSelectField label={label} value={value} onChange={onChange} options={options} />;
  }
  return <PickedUsers label={label} value={value} names={names} onChange={onChange} />;
}

interface PickedUsersProps {
  label: string;
  value: readonly string[];
  names: ReadonlyMap<string, string>;
  onChange: (ids: string[]) => void;
}

function PickedUsers({ label, value, names, onChange }: PickedUsersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const { loadChildren, search } = useUserPickerSource();
  const nameOf = (id: string) => picked.get(id) ?? names.get(id) ?? id;
  return (
    <Stack spacing={0.5}>
      <FormLabel>{label}</FormLabel>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <Button variant="outlined" aria-label={label} onClick={() => setOpen(true)}>
          {t('workFlow.tasks.buttons.choose')}
        </Button>
        {value.map((id) => (
          <Chip
            key={id}
            size="small"
            label={nameOf(id)}
            onDelete={() => onChange(value.filter((other) => other !== id))}
          />
        ))}
      </Stack>
      <UserPickerDialog
        open={open}
        multiple
        title={label}
        loadChildren={loadChildren}
        search={search}
        initialSelected={value.map((id) => ({ id, fullName: nameOf(id), type: 'user' as const }))}
        onConfirm={(nodes) => {
          setPicked(new Map(nodes.map((node) => [node.id, node.fullName])));
          onChange(nodes.map((node) => node.id));
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
