import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FlowTaskInfo, FormValues } from '@mepm/contract';
import { FLOW_ADD_APPROVER_MODES, FLOW_TASK_ACTIONS } from '@mepm/contract/paths';
import type { FlowAddApproverMode, FlowTaskAction } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../shared/crud';
import { ActionDialog } from './ActionDialog';
import { AddedApprovers } from './AddedApprovers';
import { DecisionFiles, decisionFilesBody } from './DecisionFiles';
import type { DecisionFilesValue } from './DecisionFiles';
import {
  useAddApproverMutation,
  useAuditItemMutation,
  useRecallItemMutation,
  useRejectItemMutation,
  useTransferItemMutation,
  useUrgeTaskMutation,
  useWithdrawTaskMutation,
} from './api';
import { UserChoice, UsersChoice } from './UserChoice';
import type { ChosenUser } from './UserChoice';

type Asked = Exclude<FlowTaskAction, 'edit'>;

const BUTTON_TEXT = {
  audit: 'workFlow.tasks.buttons.audit',
  reject: 'workFlow.tasks.buttons.reject',
  transfer: 'workFlow.tasks.buttons.transfer',
  recall: 'workFlow.tasks.buttons.recall',
  withdraw: 'workFlow.tasks.buttons.withdraw',
  edit: 'workFlow.tasks.buttons.edit',
  addApprover: 'workFlow.tasks.buttons.addApprover',
  urge: 'workFlow.tasks.buttons.urge',
} as const;

const TITLE_TEXT = {
  audit: 'workFlow.tasks.action.auditTitle',
  reject: 'workFlow.tasks.action.rejectTitle',
  transfer: 'workFlow.tasks.action.transferTitle',
  recall: 'workFlow.tasks.action.recallTitle',
  withdraw: 'workFlow.tasks.action.withdrawTitle',
  addApprover: 'workFlow.tasks.action.addApproverTitle',
  urge: 'workFlow.tasks.action.urgeTitle',
} as const;

const DONE_TEXT = {
  audit: 'workFlow.tasks.notice.audited',
  reject: 'workFlow.tasks.notice.rejected',
  transfer: 'workFlow.tasks.notice.transferred',
  recall: 'workFlow.tasks.notice.recalled',
  withdraw: 'workFlow.tasks.notice.withdrawn',
  addApprover: 'workFlow.tasks.notice.approversAdded',
  urge: 'workFlow.tasks.notice.urged',
} as const;

const NO_FILES: DecisionFilesValue = { attachments: [], signature: null };

export interface TaskActionsProps {
  task: FlowTaskInfo;
  /** The values the caller may write, checked; null when a field refuses (its message shows). */
  collectValues: () => Promise<FormValues | null>;
  /** After an action went through. */
  onDone: () => void;
  /** Editing the caller's draft or rejected task; absent where the page cannot edit. */
  onEdit?: () => void;
}

/**
 * The actions the server offers the reader: 同意 (with the values they may write), 驳回 (to a
 * chosen earlier node where offered; both with attachments and a signature), 转办, 加签 (users
 * before or after the caller), 撤回审批, the initiator's 撤回 and 催办, and 编辑; below them the
 * approvers the caller added who have not acted, each with 减签.
 */
export function TaskActions({ task, collectValues, onDone, onEdit }: TaskActionsProps) {
  const { t } = useTranslation();
  const notify = useNotifySuccess();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [comment, setComment] = useState('');
  const [values, setValues] = useState<FormValues | undefined>(undefined);
  const [rejectTo, setRejectTo] = useState('');
  const [toUser, setToUser] = useState<ChosenUser | null>(null);
  const [userMissing, setUserMissing] = useState(false);
  const [added, setAdded] = useState<ChosenUser[]>([]);
  const [addMode, setAddMode] = useState<FlowAddApproverMode>('before');
  const [files, setFiles] = useState<DecisionFilesValue>(NO_FILES);
  const [signatureMissing, setSignatureMissing] = useState(false);
  const [audit, auditState] = useAuditItemMutation();
  const [reject, rejectState] = useRejectItemMutation();
  const [transfer, transferState] = useTransferItemMutation();
  const [recall, recallState] = useRecallItemMutation();
  const [withdraw, withdrawState] = useWithdrawTaskMutation();
  const [addApprover, addState] = useAddApproverMutation();
  const [urge, urgeState] = useUrgeTaskMutation();
  const [checking, setChecking] = useState(false);
  const busy =
    checking ||
    auditState.isLoading ||
    rejectState.isLoading ||
    transferState.isLoading ||
    recallState.isLoading ||
    withdrawState.isLoading ||
    addState.isLoading ||
    urgeState.isLoading;

  const ask = async (action: FlowTaskAction) => {
    if (action === 'edit') return onEdit?.();
    if (action === 'audit') {
      // The form is checked before the question: a refused field shows its message at once.
      setChecking(true);
      const checked = await collectValues().finally(() => setChecking(false));
      if (!checked) return;
      setValues(checked);
    }
    setComment('');
    setRejectTo(task.rejectTargets[0]?.nodeId ?? '');
    setToUser(null);
    setUserMissing(false);
    setAdded([]);
    setAddMode('before');
    setFiles(NO_FILES);
    setSignatureMissing(false);
    setAsked(action);
  };

  const pendingId = task.pendingItem?.id ?? '';
  const send = (action: Asked) => {
    const text = comment.trim();
    const base = text ? { comment: text } : {};
    switch (action) {
      case 'audit':
        return audit({
          id: pendingId,
          body: {
            ...base,
            ...decisionFilesBody(files),
            ...(values && Object.keys(values).length > 0 ? { formData: values } : {}),
          },
        }).unwrap();
      case 'reject':
        return reject({
          id: pendingId,
          body: { ...base, ...decisionFilesBody(files), ...(rejectTo ? { rejectTo } : {}) },
        }).unwrap();
      case 'transfer':
        return transfer({ id: pendingId, body: { ...base, userId: toUser?.id ?? '' } }).unwrap();
      case 'recall':
        return recall({ id: task.recallItemId ?? '', body: base }).unwrap();
      case 'withdraw':
        return withdraw({ id: task.id, body: base }).unwrap();
      case 'addApprover':
        return addApprover({
          id: pendingId,
          body: { ...base, mode: addMode, userIds: added.map((user) => user.id) },
        }).unwrap();
      case 'urge':
        return urge({ id: task.id, body: base }).unwrap();
    }
  };

  const confirm = async () => {
    if (asked === null || busy) return;
    if (asked === 'transfer' && toUser === null) return setUserMissing(true);
    if (asked === 'addApprover' && added.length === 0) return setUserMissing(true);
    const decides = asked === 'audit' || asked === 'reject';
    if (decides && task.signatureRequired && files.signature === null) {
      return setSignatureMissing(true);
    }
    try {
      await send(asked);
      notify(DONE_TEXT[asked]);
      setAsked(null);
      onDone();
    } catch {
      // The base query shows the server's reason; the dialog stays for another try.
    }
  };

  const offered = FLOW_TASK_ACTIONS.filter(
    (action) => task.actions.includes(action) && (action !== 'edit' || onEdit !== undefined),
  );
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label={t('workFlow.tasks.panel.actions')}
      >
        {offered.map((action) => (
          <Button
            key={action}
            variant={action === 'audit' ? 'contained' : 'outlined'}
            color={action === 'reject' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => void ask(action)}
          >
            {t(BUTTON_TEXT[action])}
          </Button>
        ))}
      </Stack>
      <AddedApprovers approvers={task.addedApprovers} onDone={onDone} />
      {asked !== null && (
        <ActionDialog
          title={t(TITLE_TEXT[asked])}
          confirmLabel={t(BUTTON_TEXT[asked])}
          comment={comment}
          onCommentChange={setComment}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsked(null)}
        >
          {asked === 'reject' && task.rejectTargets.length > 0 && (
            <TextField
              select
              label={t('workFlow.tasks.action.rejectTo')}
              value={rejectTo}
              onChange={(event) => setRejectTo(event.target.value)}
            >
              {task.rejectTargets.map((target) => (
                <MenuItem key={target.nodeId} value={target.nodeId}>
                  {target.title}
                </MenuItem>
              ))}
            </TextField>
          )}
          {asked === 'addApprover' && (
            <>
              <UsersChoice
                multiple
                label={t('workFlow.tasks.action.addedUsers')}
                value={added}
                onChange={(users) => {
                  setAdded(users);
                  setUserMissing(false);
                }}
                error={userMissing ? t('workFlow.tasks.action.addedRequired') : undefined}
              />
              <TextField
                select
                label={t('workFlow.tasks.action.addMode')}
                value={addMode}
                onChange={(event) => setAddMode(event.target.value as FlowAddApproverMode)}
              >
                {FLOW_ADD_APPROVER_MODES.map((mode) => (
                  <MenuItem key={mode} value={mode}>
                    {t(`workFlow.tasks.action.addMode_${mode}`)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          {(asked === 'audit' || asked === 'reject') && (
            <DecisionFiles
              value={files}
              onChange={(value) => {
                setFiles(value);
                if (value.signature) setSignatureMissing(false);
              }}
              signatureRequired={task.signatureRequired}
              signatureMissing={signatureMissing}
            />
          )}
          {asked === 'transfer' && (
            <UserChoice
              label={t('workFlow.tasks.action.transferTo')}
              value={toUser}
              onChange={(user) => {
                setToUser(user);
                setUserMissing(false);
              }}
              error={userMissing ? t('workFlow.tasks.action.userRequired') : undefined}
            />
          )}
        </ActionDialog>
      )}
    </>
  );
}
