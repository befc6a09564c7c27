import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FormField } from '@mepm/contract';
import { modelOf } from '../design-walk';
import { sumColumn } from './sum-column';

interface Props {
  name: string;
  columns: readonly FormField[];
  summed: ReadonlySet<string>;
  /** The row actions column is drawn: one more cell. */
  withActions: boolean;
}

const precisionOf = (column: FormField): number => {
  const precision = (column as { precision?: unknown }).precision;
  return typeof precision === 'number' ? precision : 2;
};

/** The 合计 row: watches the rows, so only it re-renders as a cell changes. */
export function SubTableTotals({ name, columns, summed, withActions }: Props) {
  const { t } = useTranslation();
  const rows = useWatch({ name }) as unknown;
  const list = Array.isArray(rows) ? rows : [];
  return (
    <TableFooter>
      <TableRow>
        <TableCell component="th" scope="row">
          {t('formRenderer.table.total')}
        </TableCell>
        {columns.map((column) => {
          const model = modelOf(column) ?? '';
          return (
            <TableCell key={model} data-column={model}>
              {summed.has(model) ? String(sumColumn(list, model, precisionOf(column))) : ''}
            </TableCell>
          );
        })}
        {withActions && <TableCell />}
      </TableRow>
    </TableFooter>
  );
}
