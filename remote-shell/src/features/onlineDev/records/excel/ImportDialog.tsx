import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@mepm/contract';
import { IMPORT_MAX_BYTES } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { useNotifySuccess } from '../../../../shared/crud';
import type { PageRef } from '../api';
import {
  useDownloadTemplateMutation,
  useExportRefusedRowsMutation,
  useImportRecordsMutation,
  usePreviewImportMutation,
} from './api';
import { ImportReportView } from './ImportReportView';
import { refusedRowsBody } from './refused-rows';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_MB = IMPORT_MAX_BYTES / 2 ** 20;

/**
 * The import of an .xlsx into a generated page: the template to fill, the file, a check that
 * writes nothing, the import itself (all valid rows, or nothing when any row is refused and the
 * user asked so), the report of either, and the refused rows as a workbook to fix and send again.
 */
export function ImportDialog({ page, onClose }: { page: PageRef; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotifySuccess();
  const saved = (fileName: string) => notify('onlineDev.records.excel.exported', { fileName });
  const [file, setFile] = useState<File | null>(null);
  const [allOrNothing, setAllOrNothing] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [template, templating] = useDownloadTemplateMutation();
  const [preview, previewing] = usePreviewImportMutation();
  const [importRecords, importing] = useImportRecordsMutation();
  const [exportRefused, exportingRefused] = useExportRefusedRowsMutation();
  const busy = previewing.isLoading || importing.isLoading;
  const tooLarge = file !== null && file.size > IMPORT_MAX_BYTES;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
  };
  const run = async (call: typeof preview | typeof importRecords) => {
    if (file === null) return;
    try {
      setReport(await call({ ...page, file, allOrNothing }).unwrap());
      // Its rows are in: the same file imported again would add them twice.
      if (call === importRecords) setFile(null);
    } catch {
      // The base query told why (a file too large, not a workbook, a right missing).
    }
  };
  const downloadFile = async (call: () => Promise<{ fileName: string }>) => {
    try {
      saved((await call()).fileName);
    } catch {
      // The base query told why.
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('onlineDev.records.excel.importTitle')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Button
              disabled={templating.isLoading}
              onClick={() => void downloadFile(() => template(page).unwrap())}
            >
              {t('onlineDev.records.excel.template')}
            </Button>
            <Button variant="outlined" onClick={() => input.current?.click()}>
              {t('onlineDev.records.excel.chooseFile')}
            </Button>
            <input
              ref={input}
              type="file"
              accept={XLSX_ACCEPT}
              hidden
              data-testid="import-file"
              onChange={(event) => {
                choose(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
            />
            <Typography variant="body2">
              {file?.name ?? t('onlineDev.records.excel.noFile')}
            </Typography>
          </Stack>
          {tooLarge && (
            <Alert severity="error">{t('onlineDev.records.excel.tooLarge', { max: MAX_MB })}</Alert>
          )}
          <FormControlLabel
            label={t('onlineDev.records.excel.allOrNothing')}
            control={
              <Checkbox
                checked={allOrNothing}
                onChange={(event) => setAllOrNothing(event.target.checked)}
              />
            }
          />
          {busy && <LinearProgress aria-label={t('crud.form.loading')} />}
          {report && <ImportReportView report={report} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        {report !== null && report.refusedRows.length > 0 && report.headers.length > 0 && (
          <Button
            disabled={exportingRefused.isLoading}
            onClick={() =>
              void downloadFile(() =>
                exportRefused({ ...page, body: refusedRowsBody(report) }).unwrap(),
              )
            }
          >
            {t('onlineDev.records.excel.exportRefused')}
          </Button>
        )}
        <Button onClick={onClose}>{t('onlineDev.records.buttons.close')}</Button>
        <Button disabled={file === null || tooLarge || busy} onClick={() => void run(preview)}>
          {t('onlineDev.records.excel.preview')}
        </Button>
        <Button
          variant="contained"
          disabled={file === null || tooLarge || busy}
          onClick={() => void run(importRecords)}
        >
          {t('onlineDev.records.excel.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
