import { useId } from 'react';
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FLOW_TASK_LIMITS } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';

export interface ActionDialogProps {
  title: string;
  confirmLabel: string;
  comment: string;
  onCommentChange: (comment: string) => void;
  /** The request runs: nothing can be sent a second time, nor the dialog closed. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** What the action asks beside the comment (a reject target, a user). */
  children?: ReactNode;
}

/** The question before a task action: its own fields and a comment. */
export function ActionDialog(props: ActionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.children}
          <TextField
            label={t('workFlow.tasks.action.comment')}
            multiline
            minRows={3}
            value={props.comment}
            onChange={(event) => props.onCommentChange(event.target.value)}
            slotProps={{ htmlInput: { maxLength: FLOW_TASK_LIMITS.comment } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={props.busy}>
          {t('crud.buttons.cancel')}
        </Button>
        <Button variant="contained" onClick={props.onConfirm} disabled={props.busy}>
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
