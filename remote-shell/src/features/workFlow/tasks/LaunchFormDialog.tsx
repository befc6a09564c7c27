import { useEffect, useId, useMemo, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import type { FlowCandidateNode, FlowCandidates, FormDesign, FormValues } from '@mepm/contract';
import type { FlowUrgency } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../shared/crud';
import { FormRenderer } from '../../../shared/form-renderer/FormRenderer';
import type { FormRendererHandle } from '../../../shared/form-renderer/FormRenderer';
import {
  useCreateTaskMutation,
  useLaunchFormQuery,
  useTaskDetailQuery,
  useUpdateTaskMutation,
} from './api';
import { CandidateField } from './CandidateField';
import { designWithAccess, readerAccess, startNodeAccess } from './field-access';
import { refusedField } from './refused-field';
import { UrgencySelect } from './UrgencySelect';

/** A flow to launch, or the caller's draft (or task rejected to its start) to edit. */
export interface LaunchTarget {
  flowId: string;
  flowName: string;
  taskId?: string;
}

/**
 * Launching a flow, or editing a draft: the form as the start node lets the initiator fill it,
 * the urgency and the approvers of the `chosen` nodes; 暂存 keeps a draft, 提交 submits.
 */
export function LaunchFormDialog({
  target,
  onClose,
}: {
  target: LaunchTarget;
  onClose: () => void;
}) {
  const launch = useLaunchFormQuery(target.flowId, { refetchOnMountOrArgChange: true });
  const task = useTaskDetailQuery(
    target.taskId === undefined ? skipToken : { flowId: target.flowId, taskId: target.taskId },
    { refetchOnMountOrArgChange: true },
  );
  const failed = launch.isError || task.isError;
  // The base query told why; there is nothing to fill.
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  const form = launch.isFetching ? undefined : launch.data;
  const editing = target.taskId === undefined ? null : task.isFetching ? undefined : task.data;
  // One design per load: a new object on every render would re-run the form's linkage.
  const base = useMemo(() => {
    if (!form || editing === undefined) return null;
    // The server checked the designs against the form schema when they were saved.
    if (editing === null) {
      const access = startNodeAccess(form.fieldRules);
      return { design: designWithAccess(form.formDesign as FormDesign, access), editing };
    }
    const access = readerAccess(editing.fieldAccess, editing.requiredFields);
    return { design: designWithAccess(editing.formDesign as FormDesign, access), editing };
  }, [form, editing]);
  if (!form || !base) return null;
  return (
    <LaunchForm
      title={target.flowName}
      taskId={target.taskId}
      flowId={target.flowId}
      design={base.design}
      values={base.editing?.formData}
      initialUrgent={base.editing?.urgent ?? 1}
      candidateNodes={form.candidateNodes}
      onClose={onClose}
    />
  );
}

interface LaunchFormProps {
  title: string;
  flowId: string;
  taskId?: string;
  design: FormDesign;
  values?: FormValues;
  initialUrgent: FlowUrgency;
  candidateNodes: readonly FlowCandidateNode[];
  onClose: () => void;
}

function LaunchForm(props: LaunchFormProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useNotifySuccess();
  const handle = useRef<FormRendererHandle>(null);
  const [urgent, setUrgent] = useState<FlowUrgency>(props.initialUrgent);
  const [candidates, setCandidates] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [create] = useCreateTaskMutation();
  const [update] = useUpdateTaskMutation();
  const { design } = props;

  const send = async (status: 0 | 1) => {
    if (busy) return;
    setBusy(true);
    try {
      const formData = await handle.current?.submit();
      if (!formData) return;
      const chosen: FlowCandidates = Object.fromEntries(
        Object.entries(candidates).filter(([, ids]) => ids.length > 0),
      );
      const body = {
        status,
        urgent,
        formData,
        ...(Object.keys(chosen).length > 0 ? { candidates: chosen } : {}),
      };
      if (props.taskId === undefined) await create({ flowId: props.flowId, ...body }).unwrap();
      else await update({ id: props.taskId, body }).unwrap();
      notify(status === 0 ? 'workFlow.tasks.launch.saved' : 'workFlow.tasks.launch.submitted');
      props.onClose();
    } catch (error) {
      // The base query shows the message; a field it names shows it too.
      const refused = refusedField(design, error);
      if (refused) handle.current?.showError(refused.path, refused.message);
    } finally {
      setBusy(false);
    }
  };

  const name =
    props.taskId === undefined
      ? t('workFlow.tasks.launch.formTitle', { name: props.title })
      : t('workFlow.tasks.launch.editTitle', { name: props.title });
  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>{name}</DialogTitle>
      <DialogContent dividers>
        <FormRenderer
          ref={handle}
          design={design}
          values={props.values}
          mode={props.taskId === undefined ? 'create' : 'edit'}
        />
        <Divider sx={{ my: 2 }} />
        <Stack spacing={2}>
          <UrgencySelect value={urgent} onChange={setUrgent} />
          {props.candidateNodes.map((node) => (
            <CandidateField
              key={node.nodeId}
              node={node}
              value={candidates[node.nodeId] ?? []}
              onChange={(ids) => setCandidates((current) => ({ ...current, [node.nodeId]: ids }))}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          {t('crud.buttons.cancel')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => void send(0)}>
          {t('workFlow.tasks.buttons.save')}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void send(1)}>
          {t('workFlow.tasks.buttons.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
