import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ADMIN_BUTTON } from '@mepm/contract/paths';
import { PermissionGate } from '../../../../shared/permission';

interface Row {
  id: string;
  enCode: string;
  fullName: string;
  sortCode: number;
}

interface Props<R extends Row> {
  label: string;
  rows: readonly R[];
  loading: boolean;
  onAdd: () => void;
  onEdit: (row: R) => void;
  onRemove: (row: R) => void;
  /** Extra content per row, e.g. a scheme's condition summary. */
  detail?: (row: R) => ReactNode;
}

/** The list of one kind of element with add, edit and delete behind their button codes. */
export function ElementTable<R extends Row>(props: Props<R>) {
  const { t } = useTranslation();
  return (
    <>
      <PermissionGate code={ADMIN_BUTTON.add}>
        <Button variant="outlined" size="small" onClick={props.onAdd} sx={{ my: 1 }}>
          {t('system.menu.add')}
        </Button>
      </PermissionGate>
      {props.loading ? (
        <Typography color="text.secondary">{t('system.menu.loading')}</Typography>
      ) : props.rows.length === 0 ? (
        <Typography color="text.secondary">{t('system.menu.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              <TableCell>{t('system.menu.element.enCode')}</TableCell>
              <TableCell>{t('system.menu.element.fullName')}</TableCell>
              <TableCell>{t('system.menu.element.sortCode')}</TableCell>
              <TableCell>{t('system.menu.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.enCode}</TableCell>
                <TableCell>
                  {row.fullName}
                  {props.detail?.(row)}
                </TableCell>
                <TableCell>{row.sortCode}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <PermissionGate code={ADMIN_BUTTON.edit}>
                    <Button
                      size="small"
                      onClick={() => props.onEdit(row)}
                      aria-label={t('system.menu.element.editOf', { name: row.fullName })}
                    >
                      {t('system.menu.edit')}
                    </Button>
                  </PermissionGate>
                  <PermissionGate code={ADMIN_BUTTON.remove}>
                    <Button
                      size="small"
                      color="error"
                      onClick={() => props.onRemove(row)}
                      aria-label={t('system.menu.element.removeOf', { name: row.fullName })}
                    >
                      {t('system.menu.remove')}
                    </Button>
                  </PermissionGate>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
