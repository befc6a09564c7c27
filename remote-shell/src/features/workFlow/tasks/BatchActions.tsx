import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FlowBatchAnswer, FlowBeforeRow } from '@mepm/contract';
import type { FlowBatchAction } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from './ActionDialog';
import { useBatchItemsMutation } from './api';

const BUTTON = {
  audit: 'workFlow.tasks.buttons.batchAudit',
  reject: 'workFlow.tasks.buttons.batchReject',
} as const;

const TITLE = {
  audit: 'workFlow.tasks.action.batchAuditTitle',
  reject: 'workFlow.tasks.action.batchRejectTitle',
} as const;

export interface BatchActionsProps {
  /** The chosen to-dos (work item ids). */
  selectedIds: readonly string[];
  /** The rows shown, to name a refused item by its task. */
  rows: readonly FlowBeforeRow[];
  /** After a batch ran: the selection is cleared. */
  onDone: () => void;
}

/**
 * 批量同意 / 批量拒绝 over the chosen to-dos with one comment. Each item is handled on its own by
 * the server; the summary says how many went through and why each refused one was refused (an
 * item whose node wants values, chosen approvers or a signature is opened and handled alone).
 */
export function BatchActions({ selectedIds, rows, onDone }: BatchActionsProps) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<FlowBatchAction | null>(null);
  const [comment, setComment] = useState('');
  const [outcome, setOutcome] = useState<FlowBatchAnswer | null>(null);
  const [send, state] = useBatchItemsMutation();

  const confirm = async () => {
    if (asked === null || state.isLoading) return;
    const text = comment.trim();
    try {
      const answer = await send({
        action: asked,
        ids: [...selectedIds],
        ...(text ? { comment: text } : {}),
      }).unwrap();
      setOutcome(answer);
      setAsked(null);
      onDone();
    } catch {
      // The base query shows the server's reason; the dialog stays for another try.
    }
  };

  const nameOf = (id: string) => rows.find((row) => row.id === id)?.fullName ?? id;
  const refused = outcome?.results.filter((result) => !result.done) ?? [];
  const done = (outcome?.results.length ?? 0) - refused.length;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        {(['audit', 'reject'] as const).map((action) => (
          <Button
            key={action}
            variant="outlined"
            color={action === 'reject' ? 'error' : 'primary'}
            disabled={selectedIds.length === 0 || state.isLoading}
            onClick={() => {
              setComment('');
              setAsked(action);
            }}
          >
            {t(BUTTON[action])}
          </Button>
        ))}
      </Stack>
      {outcome !== null && (
        <Alert
          severity={refused.length === 0 ? 'success' : 'warning'}
          onClose={() => setOutcome(null)}
          role="status"
        >
          <Typography variant="body2">{t('workFlow.tasks.batch.done', { n: done })}</Typography>
          {refused.length > 0 && (
            <>
              <Typography variant="body2">
                {t('workFlow.tasks.batch.refused', { n: refused.length })}
              </Typography>
              <ul>
                {refused.map((result) => (
                  <li key={result.id}>
                    {t('workFlow.tasks.batch.row', {
                      name: nameOf(result.id),
                      reason: result.message,
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      {asked !== null && (
        <ActionDialog
          title={t(TITLE[asked], { n: selectedIds.length })}
          confirmLabel={t(BUTTON[asked])}
          comment={comment}
          onCommentChange={setComment}
          busy={state.isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setAsked(null)}
        />
      )}
    </Stack>
  );
}
