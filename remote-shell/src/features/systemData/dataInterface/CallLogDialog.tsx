import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginationBar } from '../../../shared/table';
import { useDateText } from '../../../shared/crud/use-date-text';
import { useDataInterfaceLogQuery } from './api';

const L = 'systemData.dataInterface.log';

/** The calls of one interface, newest first: when, who, how, how long, rows and outcome. */
export function CallLogDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const [currentPage, setCurrentPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const { data } = useDataInterfaceLogQuery({ id, currentPage, pageSize });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{t('systemData.dataInterface.titles.log')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label={t('systemData.dataInterface.titles.log')}>
          <TableHead>
            <TableRow>
              <TableCell>{t(`${L}.time`)}</TableCell>
              <TableCell>{t(`${L}.user`)}</TableCell>
              <TableCell>{t(`${L}.via`)}</TableCell>
              <TableCell>{t(`${L}.duration`)}</TableCell>
              <TableCell>{t(`${L}.rows`)}</TableCell>
              <TableCell>{t(`${L}.outcome`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.list ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>{dateText(row.calledTime)}</TableCell>
                <TableCell>{row.userName}</TableCell>
                <TableCell>{t(row.via === 'options' ? `${L}.options` : `${L}.preview`)}</TableCell>
                <TableCell>{row.durationMs}</TableCell>
                <TableCell>{row.rows}</TableCell>
                <TableCell>
                  {row.success ? t(`${L}.ok`) : `${t(`${L}.failed`)}: ${row.message}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {data && (
          <PaginationBar
            total={data.pagination.total}
            currentPage={currentPage}
            pageSize={pageSize}
            rowsOnPage={data.list.length}
            onPageChange={setCurrentPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setCurrentPage(1);
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('systemData.dataInterface.actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
