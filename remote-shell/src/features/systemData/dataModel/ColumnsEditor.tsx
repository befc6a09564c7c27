import type { DataModelColumnType } from '@mepm/contract';
import { DATA_MODEL_COLUMN_TYPES } from '@mepm/contract/paths';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../../shared/crud';
import type { FieldError } from '../../../shared/crud';
import {
  COLUMN_FIELDS,
  emptyColumn,
  takesLength,
  takesScale,
  type ColumnValues,
} from './table-design';

interface Props {
  columns: readonly ColumnValues[];
  errors: Readonly<Record<string, FieldError>> | undefined;
  onChange: (columns: ColumnValues[]) => void;
}

const HEADS = [
  'name',
  'type',
  'length',
  'scale',
  'nullable',
  'primaryKey',
  'defaultValue',
  'comment',
] as const;

/** The columns of a designed table, one editable row each, in the table's order. */
export function ColumnsEditor({ columns, errors, onChange }: Props) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const label = (field: (typeof HEADS)[number]) => t(`${COLUMN_FIELDS}.${field}`);
  const change = (key: string, part: Partial<ColumnValues>) =>
    onChange(columns.map((column) => (column.key === key ? { ...column, ...part } : column)));
  return (
    <>
      <Table size="small" aria-label={t('systemData.dataModel.columns')}>
        <TableHead>
          <TableRow>
            {HEADS.map((field) => (
              <TableCell key={field}>{label(field)}</TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column) => {
            const error = errorText(errors?.[column.key]);
            const text = (field: 'name' | 'length' | 'scale' | 'defaultValue' | 'comment') => (
              <TextField
                size="small"
                value={column[field]}
                disabled={
                  (field === 'length' && !takesLength(column.type)) ||
                  (field === 'scale' && !takesScale(column.type))
                }
                onChange={(event) => change(column.key, { [field]: event.target.value })}
                slotProps={{ htmlInput: { 'aria-label': label(field) } }}
                {...(field === 'name' ? { error: error !== undefined, helperText: error } : {})}
              />
            );
            return (
              <TableRow key={column.key}>
                <TableCell sx={{ minWidth: 140 }}>{text('name')}</TableCell>
                <TableCell sx={{ minWidth: 130 }}>
                  <TextField
                    select
                    size="small"
                    value={column.type}
                    onChange={(event) =>
                      change(column.key, { type: event.target.value as DataModelColumnType })
                    }
                    slotProps={{ htmlInput: { 'aria-label': label('type') } }}
                  >
                    {DATA_MODEL_COLUMN_TYPES.map((type) => (
                      <MenuItem key={type} value={type}>
                        {type}
                      </MenuItem>
                    ))}
                  </TextField>
                </TableCell>
                <TableCell sx={{ width: 90 }}>{text('length')}</TableCell>
                <TableCell sx={{ width: 80 }}>{text('scale')}</TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={column.nullable && !column.primaryKey}
                    disabled={column.primaryKey}
                    onChange={(event) => change(column.key, { nullable: event.target.checked })}
                    slotProps={{ input: { 'aria-label': label('nullable') } }}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={column.primaryKey}
                    onChange={(event) => change(column.key, { primaryKey: event.target.checked })}
                    slotProps={{ input: { 'aria-label': label('primaryKey') } }}
                  />
                </TableCell>
                <TableCell sx={{ minWidth: 120 }}>{text('defaultValue')}</TableCell>
                <TableCell sx={{ minWidth: 120 }}>{text('comment')}</TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    aria-label={t('systemData.dataModel.removeColumn', { name: column.name })}
                    onClick={() => onChange(columns.filter((c) => c.key !== column.key))}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary">
        {t('systemData.dataModel.defaultHint')}
      </Typography>
      <div>
        <Button onClick={() => onChange([...columns, emptyColumn()])}>
          {t('systemData.dataModel.addColumn')}
        </Button>
      </div>
    </>
  );
}
