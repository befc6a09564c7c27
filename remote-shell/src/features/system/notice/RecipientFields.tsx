import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../kernel/hooks';
import { MultiSelectField, usePickerSource, UserPickerDialog } from '../../../shared/pickers';
import type { LoadPickerLevel } from '../../../shared/pickers';
import { orgNodeIcon, toOrgNodes, TreeSelect } from '../../../shared/tree';
import type { OrgNode } from '../../../shared/tree';
import {
  noticeApi,
  useRecipientOrganizesQuery,
  useRecipientRolesQuery,
  useRecipientUsersByIdsQuery,
} from './api';
import { FIELDS } from './notice-form';
import type { NoticeValues } from './notice-form';

type Recipients = Pick<NoticeValues, 'toAll' | 'organizeIds' | 'roleIds' | 'userIds'>;

interface Props {
  values: Recipients;
  onChange: (recipients: Recipients) => void;
  /** The refusal's text when no recipient is named. */
  error: string | undefined;
}

/** Everyone, or organisations (with their sub-organisations), roles and users. */
export function RecipientFields({ values, onChange, error }: Props) {
  const { t } = useTranslation();
  const set = (change: Partial<Recipients>) => onChange({ ...values, ...change });
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        label={t(`${FIELDS}.toAll`)}
        control={
          <Switch
            checked={values.toAll}
            onChange={(event) => set({ toAll: event.target.checked })}
          />
        }
      />
      {!values.toAll && (
        <>
          <OrganizeChoice
            value={values.organizeIds}
            onChange={(organizeIds) => set({ organizeIds })}
          />
          <RoleChoice value={values.roleIds} onChange={(roleIds) => set({ roleIds })} />
          <UserChoice value={values.userIds} onChange={(userIds) => set({ userIds })} />
        </>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Stack>
  );
}

interface ChoiceProps {
  value: string[];
  onChange: (ids: string[]) => void;
}

function OrganizeChoice({ value, onChange }: ChoiceProps) {
  const { t } = useTranslation();
  const { data } = useRecipientOrganizesQuery(undefined);
  const nodes = useMemo(() => toOrgNodes(data?.list ?? [], 'whole'), [data]);
  return (
    <TreeSelect
      multiple
      label={t(`${FIELDS}.organizeIds`)}
      nodes={nodes}
      value={value}
      onChange={(ids) => onChange(ids)}
      renderIcon={orgNodeIcon}
    />
  );
}

function RoleChoice({ value, onChange }: ChoiceProps) {
  const { t } = useTranslation();
  const { data } = useRecipientRolesQuery(undefined);
  return (
    <MultiSelectField
      label={t(`${FIELDS}.roleIds`)}
      value={value}
      onChange={onChange}
      options={data?.list ?? []}
    />
  );
}

/** The user picker (the organisation with its users) and the chosen users as chips. */
function UserChoice({ value, onChange }: ChoiceProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<OrgNode[]>([]);
  // A saved message names users by id: their names are looked up once.
  const unknown = value.filter((id) => !picked.some((node) => node.id === id));
  const { data } = useRecipientUsersByIdsQuery(unknown, { skip: unknown.length === 0 });
  const nameOf = (id: string) =>
    picked.find((node) => node.id === id)?.fullName ??
    data?.list.find((user) => user.id === id)?.fullName ??
    id;
  const load = useCallback<LoadPickerLevel>(
    async (query) => {
      const request = dispatch(
        noticeApi.endpoints.recipientUserLevel.initiate(query, { subscribe: false }),
      );
      return (await request.unwrap()).list;
    },
    [dispatch],
  );
  const { loadChildren, search } = usePickerSource(load);
  const label = t(`${FIELDS}.userIds`);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
        <Button variant="outlined" onClick={() => setOpen(true)}>
          {t('system.notice.buttons.chooseUsers')}
        </Button>
        {value.length > 0 && (
          <Button onClick={() => onChange([])}>{t('system.notice.buttons.clearUsers')}</Button>
        )}
      </Stack>
      {value.length > 0 && (
        <Stack
          direction="row"
          aria-label={t('system.notice.usersChosen', { count: value.length })}
          sx={{ flexWrap: 'wrap', gap: 0.5 }}
        >
          {value.map((id) => (
            <Chip
              key={id}
              size="small"
              label={nameOf(id)}
              onDelete={() => onChange(value.filter((other) => other !== id))}
            />
          ))}
        </Stack>
      )}
      <UserPickerDialog
        open={open}
        multiple
        title={label}
        loadChildren={loadChildren}
        search={search}
        initialSelected={value.map((id) => ({ id, fullName: nameOf(id), type: 'user' }))}
        onConfirm={(nodes) => {
          setPicked(nodes);
          onChange(nodes.map((node) => node.id));
          setOpen(false);
        }}
        onClose={() => setOpen(false)}
      />
    </Stack>
  );
}
