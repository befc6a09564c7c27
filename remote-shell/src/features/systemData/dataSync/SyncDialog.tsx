import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { DataSourceBrief, DataSyncRun } from '@mepm/contract';
import { OWN_DATA_SOURCE_ID } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { isShellError } from '../../../kernel/base-query';
import { useExecuteDataSyncMutation } from './api';
import { RunProgress } from './RunProgress';
import { SyncFields, tableNameValid, type SyncValues } from './SyncFields';

export interface SyncDialogProps {
  fromSourceId: string;
  fromTable: string;
  sources: readonly DataSourceBrief[];
  onClose: () => void;
}

/**
 * Copying one table: where to (target source, table name, mode), then the run's progress and
 * outcome in the same dialog. Closing it while the copy runs leaves the copy running.
 */
export function SyncDialog({ fromSourceId, fromTable, sources, onClose }: SyncDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [values, setValues] = useState<SyncValues>({
    toSourceId: OWN_DATA_SOURCE_ID,
    toTable: fromTable,
    mode: 'append',
  });
  const [execute, { isLoading }] = useExecuteDataSyncMutation();
  const [started, setStarted] = useState<DataSyncRun | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const valid = tableNameValid(values.toTable);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setRefusal(null);
    try {
      setStarted(await execute({ fromSourceId, fromTable, ...values }).unwrap());
    } catch (error) {
      // Another copy into that table, too many at once, a private table: told by the dialog.
      setRefusal(isShellError(error) ? error.msg : null);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          {t('systemData.dataSync.dialogTitle', { table: fromTable })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {refusal && (
              <Alert severity="error" role="status">
                {refusal}
              </Alert>
            )}
            {started ? (
              <RunProgress started={started} />
            ) : (
              <SyncFields values={values} sources={sources} onChange={setValues} />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('systemData.dataSync.buttons.close')}</Button>
          {!started && (
            <Button type="submit" variant="contained" disabled={isLoading || !valid}>
              {t('systemData.dataSync.buttons.start')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
