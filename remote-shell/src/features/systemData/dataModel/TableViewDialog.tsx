import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDataModelTableQuery } from './api';
import { COLUMN_FIELDS } from './table-design';

interface Props {
  sourceId: string;
  table: string;
  onClose: () => void;
}

const SHOWN = ['name', 'type', 'nullable', 'primaryKey', 'defaultValue', 'comment'] as const;

/** A table's columns and indexes, read-only: any table of the source, the platform's own too. */
export function TableViewDialog({ sourceId, table, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data } = useDataModelTableQuery({ sourceId, table });
  const yes = (value: boolean) => (value ? '✓' : '');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>
        {t('systemData.dataModel.titles.view')}: {table}
      </DialogTitle>
      <DialogContent>
        {data === undefined ? (
          <LinearProgress aria-label={t('crud.form.loading')} />
        ) : (
          <>
            {data.readOnly && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {t('systemData.dataModel.readOnlyHint')}
              </Alert>
            )}
            {data.comment && <Typography sx={{ mb: 1 }}>{data.comment}</Typography>}
            <Table size="small" aria-label={t('systemData.dataModel.columns')}>
              <TableHead>
                <TableRow>
                  {SHOWN.map((field) => (
                    <TableCell key={field}>{t(`${COLUMN_FIELDS}.${field}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.columns.map((column) => (
                  <TableRow key={column.name}>
                    <TableCell>{column.name}</TableCell>
                    <TableCell>{column.type}</TableCell>
                    <TableCell>{yes(column.nullable)}</TableCell>
                    <TableCell>{yes(column.primaryKey)}</TableCell>
                    <TableCell>{column.defaultValue ?? ''}</TableCell>
                    <TableCell>{column.comment}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              {t('systemData.dataModel.indexes')}
            </Typography>
            <Table size="small" aria-label={t('systemData.dataModel.indexes')}>
              <TableBody>
                {data.indexes.map((index) => (
                  <TableRow key={index.name}>
                    <TableCell>{index.name}</TableCell>
                    <TableCell>{index.columns.join(', ')}</TableCell>
                    <TableCell>
                      {index.primary
                        ? t('systemData.dataModel.primary')
                        : index.unique
                          ? t('systemData.dataModel.unique')
                          : ''}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('systemData.dataModel.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
