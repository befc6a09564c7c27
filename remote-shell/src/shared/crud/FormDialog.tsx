import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The record is still loading: the fields are not shown yet. */
  loading?: boolean;
  saving?: boolean;
  /**
   * The server's refusal of the last save, shown above the fields until the next save: the toast
   * goes after 1.5 s and, behind the modal, is hidden from screen readers.
   */
  refusal?: string | null;
  /** The largest width; `sm` unless the fields need another. */
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** The frame of every add/edit dialog of this area: a titled form with cancel and save. */
export function FormDialog(props: FormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={props.maxWidth ?? 'sm'}
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          {props.loading ? (
            <LinearProgress aria-label={t('crud.form.loading')} />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {props.refusal && (
                // A polite live region: announced inside the dialog, unlike the page's toasts.
                <Alert severity="error" role="status">
                  {props.refusal}
                </Alert>
              )}
              {props.children}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('crud.buttons.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.loading || props.saving}>
            {t('crud.buttons.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
