import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BackupRecord } from '@mepm/contract';
import { DATA_BACKUP_BUTTON } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useAppSelector, useShellContext } from '../../../kernel/hooks';
import { ConfirmDialog } from '../../../shared/confirm';
import { useDateText, useNotifySuccess } from '../../../shared/crud';
import { formatFileSize } from '../../../shared/format';
import { PermissionGate } from '../../../shared/permission';
import {
  useCancelDataRestoreMutation,
  useCreateDataBackupMutation,
  useDataBackupLinkMutation,
  useDataBackupsQuery,
  useDeleteDataBackupMutation,
  useRestoreDataBackupMutation,
} from './api';
import { openDownload } from './open-download';

type Question = { kind: 'restore' | 'remove'; backup: BackupRecord } | null;

/**
 * System data → data backup (/systemData/dataBackup): the backups, newest first; make one now
 * (btn_add), download (btn_download), delete (btn_remove) and, for administrators of an embedded
 * database, stage a restore (btn_restore) after a confirmation.
 */
export function DataBackupPage() {
  const { t } = useTranslation();
  const dateText = useDateText();
  const notify = useNotifySuccess();
  const { apiBase } = useShellContext().options;
  const administrator = useAppSelector((state) => state.session.userInfo?.isAdministrator) ?? false;
  const { data, isFetching, isError, refetch } = useDataBackupsQuery(undefined);
  const [create, { isLoading: creating }] = useCreateDataBackupMutation();
  const [remove, { isLoading: removing }] = useDeleteDataBackupMutation();
  const [link] = useDataBackupLinkMutation();
  const [restore, { isLoading: restoring }] = useRestoreDataBackupMutation();
  const [cancelRestore] = useCancelDataRestoreMutation();
  const [question, setQuestion] = useState<Question>(null);
  const embedded = data?.database === 'embedded';
  const mayRestore = (backup: BackupRecord) =>
    administrator && embedded && backup.format === 'tar.gz';

  const download = async (backup: BackupRecord) => {
    const result = await link(backup.id);
    if ('data' in result && result.data) openDownload(apiBase, result.data.url, backup.id);
  };
  const answer = async () => {
    if (question === null) return;
    const result =
      question.kind === 'restore'
        ? await restore(question.backup.id)
        : await remove(question.backup.id);
    setQuestion(null);
    if ('data' in result && question.kind === 'restore') notify('systemData.dataBackup.pending');
  };

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('systemData.dataBackup.title')}
        </Typography>
        <Button onClick={() => void refetch()} disabled={isFetching}>
          {t('systemData.dataBackup.buttons.refresh')}
        </Button>
        <PermissionGate code={DATA_BACKUP_BUTTON.create}>
          <Button
            variant="contained"
            disabled={creating}
            onClick={() =>
              void create(undefined).then((result) => {
                if ('data' in result) notify('systemData.dataBackup.created');
              })
            }
          >
            {t(
              creating ? 'systemData.dataBackup.creating' : 'systemData.dataBackup.buttons.create',
            )}
          </Button>
        </PermissionGate>
      </Stack>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(
            embedded ? 'systemData.dataBackup.hintEmbedded' : 'systemData.dataBackup.hintPostgres',
          )}
        </Typography>
      )}
      {data?.pendingRestore && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            administrator ? (
              <Button color="inherit" size="small" onClick={() => void cancelRestore(undefined)}>
                {t('systemData.dataBackup.buttons.cancelRestore')}
              </Button>
            ) : undefined
          }
        >
          {t('systemData.dataBackup.pending')}
        </Alert>
      )}
      {isError && <Alert severity="error">{t('systemData.dataBackup.loadFailed')}</Alert>}
      <Paper variant="outlined">
        <Table size="small" aria-label={t('systemData.dataBackup.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('systemData.dataBackup.fields.id')}</TableCell>
              <TableCell align="right">{t('systemData.dataBackup.fields.size')}</TableCell>
              <TableCell>{t('systemData.dataBackup.fields.createdTime')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>{t('systemData.dataBackup.empty')}</TableCell>
              </TableRow>
            )}
            {(data?.list ?? []).map((backup) => (
              <TableRow key={backup.id}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{backup.id}</TableCell>
                <TableCell align="right">{formatFileSize(backup.size)}</TableCell>
                <TableCell>{dateText(backup.createdTime)}</TableCell>
                <TableCell align="right">
                  <PermissionGate code={DATA_BACKUP_BUTTON.download}>
                    <Button
                      size="small"
                      aria-label={`${t('systemData.dataBackup.buttons.download')} ${backup.id}`}
                      onClick={() => void download(backup)}
                    >
                      {t('systemData.dataBackup.buttons.download')}
                    </Button>
                  </PermissionGate>
                  {mayRestore(backup) && (
                    <PermissionGate code={DATA_BACKUP_BUTTON.restore}>
                      <Button
                        size="small"
                        color="warning"
                        aria-label={`${t('systemData.dataBackup.buttons.restore')} ${backup.id}`}
                        onClick={() => setQuestion({ kind: 'restore', backup })}
                      >
                        {t('systemData.dataBackup.buttons.restore')}
                      </Button>
                    </PermissionGate>
                  )}
                  <PermissionGate code={DATA_BACKUP_BUTTON.remove}>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`${t('systemData.dataBackup.buttons.remove')} ${backup.id}`}
                      onClick={() => setQuestion({ kind: 'remove', backup })}
                    >
                      {t('systemData.dataBackup.buttons.remove')}
                    </Button>
                  </PermissionGate>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ConfirmDialog
        open={question !== null}
        busy={restoring || removing}
        message={
          question === null
            ? ''
            : t(
                question.kind === 'restore'
                  ? 'systemData.dataBackup.confirmRestore'
                  : 'systemData.dataBackup.confirmRemove',
                { name: question.backup.id },
              )
        }
        onConfirm={() => void answer()}
        onClose={() => setQuestion(null)}
      />
    </Box>
  );
}
