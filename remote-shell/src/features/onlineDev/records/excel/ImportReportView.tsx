import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportReport } from '@mepm/contract';
import { useTranslation } from 'react-i18next';

/** What a check or an import found: the counts, the columns not read, and each refusal. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const summary = t('onlineDev.records.excel.summary', report);
  return (
    <Stack spacing={1}>
      <Alert severity={report.refused > 0 ? 'warning' : 'success'}>{summary}</Alert>
      {report.ignoredColumns.length > 0 && (
        <Alert severity="info">
          {t('onlineDev.records.excel.ignored', { columns: report.ignoredColumns.join(', ') })}
        </Alert>
      )}
      {report.errors.length > 0 && (
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label={summary}>
            <TableHead>
              <TableRow>
                <TableCell>{t('onlineDev.records.excel.row')}</TableCell>
                <TableCell>{t('onlineDev.records.excel.column')}</TableCell>
                <TableCell>{t('onlineDev.records.excel.message')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.errors.map((error, index) => (
                <TableRow key={index}>
                  <TableCell>{error.row}</TableCell>
                  <TableCell>{error.column}</TableCell>
                  <TableCell>{error.message}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {report.errorsOmitted > 0 && (
        <Typography variant="body2">
          {t('onlineDev.records.excel.omitted', { count: report.errorsOmitted })}
        </Typography>
      )}
    </Stack>
  );
}
