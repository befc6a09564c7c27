import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useErrorLogQuery, useOperationLogQuery } from './api';

export type LogDetailTarget = { tab: 'operation' | 'error'; id: string } | null;

/** The body as indented JSON when it is JSON (it always is, unless cut at its bound). */
function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function Block({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflow: 'auto', maxHeight: 320, fontSize: 12 }}
    >
      {text}
    </Box>
  );
}

function OperationDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useOperationLogQuery(id);
  if (!data) return <CircularProgress size={24} />;
  return (
    <>
      <Field label={t('system.log.fields.path')}>
        <Typography>{`${data.method} ${data.path} → ${data.status}`}</Typography>
      </Field>
      <Field label={t('system.log.fields.body')}>
        <Block text={data.body ? pretty(data.body) : t('system.log.emptyBody')} />
      </Field>
    </>
  );
}

function ErrorDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data } = useErrorLogQuery(id);
  if (!data) return <CircularProgress size={24} />;
  return (
    <>
      <Field label={t('system.log.fields.traceId')}>
        <Typography>{data.traceId || '-'}</Typography>
      </Field>
      <Field label={t('system.log.fields.message')}>
        <Typography sx={{ wordBreak: 'break-word' }}>{data.message}</Typography>
      </Field>
      <Field label={t('system.log.fields.stack')}>
        <Block text={data.stack || '-'} />
      </Field>
    </>
  );
}

/** An operation's redacted body, or an error's message and stack. */
export function LogDetailDialog({
  target,
  onClose,
}: {
  target: LogDetailTarget;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>{t('system.log.detail')}</DialogTitle>
      <DialogContent>
        {target?.tab === 'operation' && <OperationDetail id={target.id} />}
        {target?.tab === 'error' && <ErrorDetail id={target.id} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('system.log.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
