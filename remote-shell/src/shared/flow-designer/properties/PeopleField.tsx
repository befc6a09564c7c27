import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { FlowPeople } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import {
  useFieldPositionTreeQuery,
  useFieldRolesQuery,
  useFieldUsersByIdsQuery,
} from '../../form-renderer/fields/lookups-api';
import { useUserPickerSource } from '../../form-renderer/fields/use-user-picker-source';
import { MultiSelectField, UserPickerDialog } from '../../pickers';
import { orgNodeIcon, toOrgNodes, TreeSelect } from '../../tree';
import { FD } from '../drawing/node-summary';

interface Props {
  /** What the people are for (审批人, 抄送人), above the three choosers. */
  label: string;
  /** Shows `label` above the choosers; a section titled alike names them already. */
  showLabel?: boolean;
  value: FlowPeople;
  onChange: (people: FlowPeople) => void;
}

/**
 * Users (the user picker), positions (the organisation tree with its positions) and roles: whoever
 * is one of the users or holds one of the positions or roles is in. Saved ids show as names.
 */
export function PeopleField({ label, showLabel = true, value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (change: Partial<FlowPeople>) => onChange({ ...value, ...change });
  const positions = useFieldPositionTreeQuery(undefined);
  const positionNodes = useMemo(
    () => toOrgNodes(positions.data?.list ?? [], 'whole'),
    [positions.data],
  );
  const roles = useFieldRolesQuery(undefined);
  return (
    <Stack spacing={1.5} role="group" aria-label={label}>
      {showLabel && (
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
      )}
      <UserChoice value={value.users} onChange={(users) => set({ users })} />
      <TreeSelect
        multiple
        label={t(`${FD}.panel.positions`)}
        nodes={positionNodes}
        value={value.positions}
        selectable={(node) => node.type === 'position'}
        renderIcon={orgNodeIcon}
        onChange={(ids) => set({ positions: ids })}
      />
      <MultiSelectField
        label={t(`${FD}.panel.roles`)}
        value={value.roles}
        options={roles.data?.list ?? []}
        onChange={(ids) => set({ roles: ids })}
      />
    </Stack>
  );
}

function UserChoice({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const unknown = value.filter((id) => !picked.has(id));
  const { data } = useFieldUsersByIdsQuery(unknown.length > 0 ? unknown : skipToken);
  const nameOf = (id: string) =>
    picked.get(id) ?? data?.list.find((user) => user.id === id)?.fullName ?? id;
  const { loadChildren, search } = useUserPickerSource();
  const label = t(`${FD}.panel.users`);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        {t(`${FD}.panel.chooseUsers`)}
      </Button>
      {value.map((id) => (
        <Chip
          key={id}
          size="small"
          label={nameOf(id)}
          onDelete={() => onChange(value.filter((other) => other !== id))}
        />
      ))}
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
