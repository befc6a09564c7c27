import type { NoticeItem } from '@mepm/contract';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { typeKey } from './message-types';
import { useDateText } from '../../shared/crud/use-date-text';

export interface MessageTableProps {
  rows: readonly NoticeItem[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
  onOpen: (item: NoticeItem) => void;
}

/** The message centre's page of messages, with a check box per row for removal. */
export function MessageTable({ rows, selected, onSelectedChange, onOpen }: MessageTableProps) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someChecked = rows.some((row) => selected.has(row.id));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  return (
    <Table size="small" aria-label={t('message.center.title')}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={allChecked}
              indeterminate={someChecked && !allChecked}
              disabled={rows.length === 0}
              onChange={() =>
                onSelectedChange(allChecked ? new Set() : new Set(rows.map((r) => r.id)))
              }
              slotProps={{ input: { 'aria-label': t('message.center.selectAll') } }}
            />
          </TableCell>
          <TableCell>{t('message.center.columns.title')}</TableCell>
          <TableCell>{t('message.center.columns.type')}</TableCell>
          <TableCell>{t('message.center.columns.publisher')}</TableCell>
          <TableCell>{t('message.center.columns.time')}</TableCell>
          <TableCell>{t('message.center.columns.state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={6} align="center" sx={{ color: 'text.secondary' }}>
              {t('message.center.empty')}
            </TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={row.id} hover selected={selected.has(row.id)}>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
                slotProps={{
                  input: { 'aria-label': t('message.center.select', { title: row.title }) },
                }}
              />
            </TableCell>
            <TableCell sx={{ maxWidth: 360 }}>
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => onOpen(row)}
                sx={{ fontWeight: row.isRead === '1' ? 400 : 600, textAlign: 'left' }}
              >
                {row.title}
              </Link>
            </TableCell>
            <TableCell>{t(typeKey(row.type))}</TableCell>
            <TableCell>{row.creatorUser}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(row.lastModifyTime)}</TableCell>
            <TableCell>
              <Chip
                size="small"
                color={row.isRead === '1' ? 'default' : 'error'}
                label={row.isRead === '1' ? t('message.read') : t('message.unread')}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
