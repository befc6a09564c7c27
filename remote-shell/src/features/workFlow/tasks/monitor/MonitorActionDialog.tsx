import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FlowMonitorRow, FlowTemplate } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../../shared/crud';
import { ActionDialog } from '../ActionDialog';
import { useTaskDetailQuery } from '../api';
import { UserChoice } from '../UserChoice';
import type { ChosenUser } from '../UserChoice';
import {
  useAssignItemMutation,
  useCancelTaskMutation,
  useJumpTaskMutation,
  useMonitorItemsQuery,
} from './api';
import { jumpTargets } from './jump-targets';

export type MonitorAction = 'cancel' | 'assign' | 'jump';

export interface MonitorActionDialogProps {
  action: MonitorAction;
  row: FlowMonitorRow;
  onClose: () => void;
}

/** A select of choices by id, with the reason it is missing once a send was tried. */
function Choice(props: {
  label: string;
  value: string;
  choices: readonly { id: string; label: string }[];
  error: string | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      required
      label={props.label}
      value={props.value}
      error={props.error !== undefined}
      helperText={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The open work items of the task, as the assign dialog offers them. */
function useItemChoices(taskId: string, skip: boolean) {
  const { t } = useTranslation();
  const items = useMonitorItemsQuery(taskId, { skip, refetchOnMountOrArgChange: true });
  return (items.data?.list ?? []).map((item) => ({
    id: item.id,
    label: t(
      item.state === 'waiting' ? 'workFlow.tasks.monitor.waiting' : 'workFlow.tasks.monitor.itemOf',
      {
        node: item.nodeTitle,
        user: item.userName,
      },
    ),
  }));
}

/** The approver nodes the task may jump to, from its version's template. */
function useNodeChoices(row: FlowMonitorRow, skip: boolean) {
  const detail = useTaskDetailQuery({ flowId: row.flowId, taskId: row.id }, { skip });
  const template = detail.data?.id === row.id ? detail.data.flowTemplateJson : undefined;
  return template === undefined
    ? []
    : // The server checked the version's template when it was released.
      jumpTargets(template as FlowTemplate).map((node) => ({ id: node.nodeId, label: node.title }));
}

/**
 * The question before a monitor's action on a task: terminate (a comment), assign (which open
 * item, to whom) or jump (to which approver node). Closes once the server took it; a refusal is
 * shown by the base query and the dialog stays.
 */
export function MonitorActionDialog({ action, row, onClose }: MonitorActionDialogProps) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const [comment, setComment] = useState('');
  const [itemId, setItemId] = useState('');
  const [user, setUser] = useState<ChosenUser | null>(null);
  const [nodeId, setNodeId] = useState('');
  const [tried, setTried] = useState(false);
  const [cancel, cancelState] = useCancelTaskMutation();
  const [assign, assignState] = useAssignItemMutation();
  const [jump, jumpState] = useJumpTaskMutation();
  const items = useItemChoices(row.id, action !== 'assign');
  const nodes = useNodeChoices(row, action !== 'jump');
  const busy = cancelState.isLoading || assignState.isLoading || jumpState.isLoading;
  const missing = (empty: boolean, key: 'chooseItem' | 'chooseUser' | 'chooseNode') =>
    tried && empty ? t(`workFlow.tasks.monitor.${key}`) : undefined;
  const title = t(`workFlow.tasks.monitor.${action}Title`, { name: row.fullName });

  const send = async () => {
    setTried(true);
    const body = comment.trim() === '' ? {} : { comment: comment.trim() };
    try {
      if (action === 'cancel') {
        await cancel({ id: row.id, body }).unwrap();
        notify('workFlow.tasks.monitor.cancelled');
      } else if (action === 'assign') {
        if (itemId === '' || user === null) return;
        await assign({ id: row.id, body: { ...body, itemId, userId: user.id } }).unwrap();
        notify('workFlow.tasks.monitor.assigned');
      } else {
        if (nodeId === '') return;
        await jump({ id: row.id, body: { ...body, nodeId } }).unwrap();
        notify('workFlow.tasks.monitor.jumped');
      }
      onClose();
    } catch {
      // The base query shows the server's reason; the dialog stays for another try.
    }
  };

  return (
    <ActionDialog
      title={title}
      confirmLabel={t(`workFlow.tasks.monitor.${action}`)}
      comment={comment}
      onCommentChange={setComment}
      busy={busy}
      onConfirm={() => void send()}
      onClose={onClose}
    >
      {action === 'assign' && (
        <>
          <Choice
            label={t('workFlow.tasks.monitor.item')}
            value={itemId}
            choices={items}
            error={missing(itemId === '', 'chooseItem')}
            onChange={setItemId}
          />
          <UserChoice
            label={t('workFlow.tasks.monitor.assignTo')}
            value={user}
            onChange={setUser}
            error={missing(user === null, 'chooseUser')}
          />
        </>
      )}
      {action === 'jump' && (
        <Choice
          label={t('workFlow.tasks.monitor.jumpTo')}
          value={nodeId}
          choices={nodes}
          error={missing(nodeId === '', 'chooseNode')}
          onChange={setNodeId}
        />
      )}
    </ActionDialog>
  );
}
