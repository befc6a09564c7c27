import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SHELL_VERSION } from '../../kernel/build-info';
import { useShellContext } from '../../kernel/hooks';

/** /test: what a support call asks first, readable without signing in. */
export function DiagnosticsPage() {
  const { t } = useTranslation();
  const { options } = useShellContext();
  const rows: [string, string][] = [
    [t('nav.diagnostics.version'), SHELL_VERSION],
    [t('nav.diagnostics.embed'), t(`nav.diagnostics.embedKinds.${options.embed}`)],
    [t('nav.diagnostics.apiBase'), options.apiBase],
  ];
  return (
    <Paper sx={{ m: 3, p: 3, maxWidth: 560 }}>
      <Typography component="h1" variant="h6" gutterBottom>
        {t('nav.diagnostics.heading')}
      </Typography>
      <Table size="small" aria-label={t('nav.diagnostics.heading')}>
        <TableBody>
          {rows.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row">
                {label}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
