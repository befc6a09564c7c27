import { useEffect, useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../shared/crud/use-date-text';
import { RichTextView } from '../../shared/rich-text/RichTextView';
import { useOpenMessageMutation } from './api';

export interface NoticeDialogProps {
  /** The notice shown; null while closed. */
  messageId: string | null;
  /** Shown until the body arrives. */
  title: string;
  onClose: () => void;
}

/** A notice's body, read from the server as it opens (which marks it read). */
export function NoticeDialog({ messageId, title, onClose }: NoticeDialogProps) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const titleId = useId();
  const [openMessage, { data, isLoading, isError, reset }] = useOpenMessageMutation();
  // Read once per opened id: the hook's functions change as the request settles, and asking
  // again on each change would read (and mark read) the message in a loop.
  const latest = useRef({ openMessage, reset });
  latest.current = { openMessage, reset };

  useEffect(() => {
    if (messageId === null) return undefined;
    const request = latest.current.openMessage(messageId);
    return () => {
      request.abort();
      latest.current.reset();
    };
  }, [messageId]);

  const shown = data !== undefined && data.id === messageId ? data : undefined;
  return (
    <Dialog
      open={messageId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>{shown?.title ?? title}</DialogTitle>
      <DialogContent dividers>
        {isLoading && <CircularProgress size={24} aria-label={t('app.loading')} />}
        {isError && <Alert severity="error">{t('message.dialog.loadFailed')}</Alert>}
        {shown && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('message.dialog.publisher', { name: shown.creatorUser })}
              {' · '}
              {dateText(shown.releaseTime ?? shown.lastModifyTime)}
            </Typography>
            <RichTextView html={shown.bodyText} label={shown.title} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('message.dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
