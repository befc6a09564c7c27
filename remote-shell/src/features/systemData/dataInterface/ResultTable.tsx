import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { DataInterfaceResult } from '@mepm/contract';
import { DATA_INTERFACE_LIMITS } from '@mepm/contract/paths';
import { useTranslation } from 'react-i18next';
import { cellText, resultColumns } from './data-interface-form';

const R = 'systemData.dataInterface.result';

/** A test's answer: how many rows in how long, a warning when cut, and the rows as a table. */
export function ResultTable({ result }: { result: DataInterfaceResult }) {
  const { t } = useTranslation();
  const columns = resultColumns(result);
  return (
    <Box>
      <Typography variant="body2" role="status">
        {t(`${R}.rows`, { count: result.list.length, ms: result.durationMs })}
      </Typography>
      {result.truncated && (
        <Alert severity="warning">
          {t(`${R}.truncated`, { max: DATA_INTERFACE_LIMITS.maxRows })}
        </Alert>
      )}
      {!result.cancelsAtTimeout && <Alert severity="info">{t(`${R}.noCancel`)}</Alert>}
      {result.list.length === 0 ? (
        <Typography variant="body2">{t(`${R}.empty`)}</Typography>
      ) : (
        <Box sx={{ maxHeight: 320, overflow: 'auto' }}>
          <Table size="small" aria-label={t('systemData.dataInterface.titles.test')}>
            <TableHead>
              <TableRow>
                {columns.map((name) => (
                  <TableCell key={name}>{name}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {result.list.slice(0, 200).map((row, index) => (
                <TableRow key={index}>
                  {columns.map((name) => (
                    <TableCell key={name}>{cellText(row[name])}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
