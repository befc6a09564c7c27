import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FlowDelegateBody, FlowDelegateRow } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../shared/crud';
import { MultiSelectField } from '../../../shared/pickers';
import { useCreateDelegateMutation, useUpdateDelegateMutation } from './api';
import { UserChoice } from './UserChoice';
import type { ChosenUser } from './UserChoice';
import { useFlowChoices } from './use-flow-choices';

/** A time as the date-time input shows it, in the browser's zone (`2026-12-01T09:00`). */
export function localInputOf(time: number): string {
  const date = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type Missing = Partial<Record<'toUser' | 'startTime' | 'endTime', true>>;

/** A new entrust, or one the caller gave, to change. */
export function DelegateDialog({
  row,
  onClose,
}: {
  row: FlowDelegateRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotifySuccess();
  const flows = useFlowChoices();
  const [toUser, setToUser] = useState<ChosenUser | null>(
    row ? { id: row.toUserId, fullName: row.toUserName } : null,
  );
  const [flowIds, setFlowIds] = useState<string[]>(row?.flowIds ?? []);
  const [start, setStart] = useState(row ? localInputOf(row.startTime) : '');
  const [end, setEnd] = useState(row ? localInputOf(row.endTime) : '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [missing, setMissing] = useState<Missing>({});
  const [create, createState] = useCreateDelegateMutation();
  const [update, updateState] = useUpdateDelegateMutation();
  const busy = createState.isLoading || updateState.isLoading;
  // A flow named by the entrust but no longer released still shows, by the name it had.
  const options = [
    ...flows,
    ...(row?.flowIds ?? [])
      .map((id, index) => ({ id, fullName: row?.flowNames[index] ?? id }))
      .filter((flow) => !flows.some((known) => known.id === flow.id)),
  ];

  const save = async () => {
    if (busy) return;
    const found: Missing = {
      ...(toUser === null ? { toUser: true } : {}),
      ...(start === '' ? { startTime: true } : {}),
      ...(end === '' ? { endTime: true } : {}),
    };
    setMissing(found);
    if (toUser === null || Object.keys(found).length > 0) return;
    const body: FlowDelegateBody = {
      toUserId: toUser.id,
      flowIds,
      startTime: new Date(start).getTime(),
      endTime: new Date(end).getTime(),
      description: description.trim(),
    };
    try {
      if (row) await update({ id: row.id, body: { ...body, version: row.version } }).unwrap();
      else await create(body).unwrap();
      notify('crud.notice.saved');
      onClose();
    } catch {
      // The base query shows the server's reason; what was typed stays.
    }
  };

  const requiredText = (field: 'toUser' | 'startTime' | 'endTime') =>
    missing[field]
      ? t(field === 'toUser' ? 'crud.form.chooseRequired' : 'crud.form.required', {
          field: t(`workFlow.tasks.delegate.${field}`),
        })
      : undefined;
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t(row ? 'workFlow.tasks.delegate.edit' : 'workFlow.tasks.delegate.add')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <UserChoice
            label={t('workFlow.tasks.delegate.toUser')}
            value={toUser}
            onChange={setToUser}
            error={requiredText('toUser')}
          />
          <MultiSelectField
            label={t('workFlow.tasks.delegate.flows')}
            value={flowIds}
            onChange={setFlowIds}
            options={options}
          />
          <Typography variant="caption" color="text.secondary" sx={{ mt: '4px !important' }}>
            {t('workFlow.tasks.delegate.flowsHint')}
          </Typography>
          <TextField
            type="datetime-local"
            label={t('workFlow.tasks.delegate.startTime')}
            value={start}
            required
            error={missing.startTime}
            helperText={requiredText('startTime')}
            onChange={(event) => setStart(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="datetime-local"
            label={t('workFlow.tasks.delegate.endTime')}
            value={end}
            required
            error={missing.endTime}
            helperText={requiredText('endTime')}
            onChange={(event) => setEnd(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label={t('workFlow.tasks.delegate.description')}
            multiline
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('crud.buttons.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {t('crud.buttons.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
