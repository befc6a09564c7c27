import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SystemLogEntry } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { DATE_PATTERNS, formatDate } from '../../../shared/format';
import { useLanguage } from '../common/use-language';

const COLUMNS = ['loginTime', 'ip', 'place', 'userAgent'] as const;

/** One page of sign-ins; an empty page says so inside the table, a page not loaded yet is blank. */
export function SystemLogTable({ rows }: { rows: readonly SystemLogEntry[] | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table size="small" aria-label={t('profile.systemLog.label')}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{t(`profile.systemLog.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows?.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} align="center" sx={{ color: 'text.secondary' }}>
              {t('profile.empty')}
            </TableCell>
          </TableRow>
        ) : (
          rows?.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(row.loginTime, language, DATE_PATTERNS.dateTimeSeconds)}
              </TableCell>
              <TableCell>{row.ip}</TableCell>
              <TableCell>{row.ipAddressName}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word' }}>{row.userAgent}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
