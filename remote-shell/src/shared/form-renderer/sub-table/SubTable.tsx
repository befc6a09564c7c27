import { useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isEmpty } from '@mepm/form-engine';
import { SUB_ROW_ID, type FormFieldOf } from '@mepm/contract';
import { rowDefaults } from '../default-values';
import { modelOf } from '../design-walk';
import { useNodeState } from '../linkage/use-node-state';
import { LabeledItem } from '../LabeledItem';
import { inputIdOf } from '../FieldItem';
import { isFormLocked, isGranted, useRendererContext } from '../renderer-context';
import type { ValuedControl } from '../valued-control';
import { SubTableCell } from './SubTableCell';
import { SubTableTotals } from './SubTableTotals';
import { summedColumns } from './sum-column';
import { useVisibleColumns } from './use-visible-columns';

type TableField = FormFieldOf<'table'>;

const COLUMN_WIDTH = 180;

/**
 * The sub-table: editable rows of the same field components (add, copy, remove a row), required
 * cells saying 不能为空, 合计 under the summed columns, and a horizontal scroll when the columns
 * are wider than the form.
 */
export function SubTable({ field }: { field: TableField }) {
  const context = useRendererContext();
  const { t } = useTranslation();
  const model = field.__vModel__;
  const state = useNodeState(model);
  const stateRef = useRef(state);
  stateRef.current = state;
  // The design check admits only valued columns (SUB_TABLE_COLUMN_KEYS).
  const allColumns = useMemo(
    () => field.__config__.children.filter((column) => Boolean(modelOf(column))) as ValuedControl[],
    [field.__config__.children],
  );
  const columns = useVisibleColumns(model, allColumns);
  const locked = isFormLocked(context) || !!field.disabled || state.readonly;
  const { control, getValues } = useFormContext();
  const {
    fields: rows,
    append,
    insert,
    remove,
  } = useFieldArray({
    control,
    name: model,
    rules: {
      // A required sub-table needs a row; its cells say for themselves what they lack.
      validate: (value) =>
        !stateRef.current.visible || !stateRef.current.required || !isEmpty(value)
          ? true
          : t('formRenderer.rules.required', { label: field.__config__.label }),
    },
  });
  const { errors } = useFormState({ control, name: model });
  const tableError = (errors[model] as { root?: { message?: string } } | undefined)?.root?.message;
  const summed = useMemo(
    () => summedColumns(columns, field.showSummary ? field.summaryField : []),
    [columns, field.showSummary, field.summaryField],
  );
  if (!state.visible || field.__config__.noShow || !isGranted(context, model)) return null;

  const inputId = inputIdOf(context.idPrefix, model);
  // A copy is a new row: without the id that makes the server keep a stored row's read-only cells.
  const copyRow = (index: number) => {
    const { [SUB_ROW_ID]: _id, ...cells } = structuredClone(
      getValues(`${model}.${index}`),
    ) as Record<string, unknown>;
    insert(index + 1, cells);
  };
  return (
    <Grid size={{ xs: 24, md: field.__config__.span ?? 24 }}>
      <LabeledItem config={field.__config__} required={state.required} inputId={inputId}>
        <TableContainer sx={{ overflowX: 'auto', border: 1, borderColor: 'divider' }}>
          <Table
            size="small"
            aria-labelledby={`${inputId}-label`}
            sx={{ minWidth: columns.length * COLUMN_WIDTH }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 56 }}>{t('formRenderer.table.index')}</TableCell>
                {columns.map((column) => (
                  <TableCell
                    key={column.__vModel__}
                    sx={{ minWidth: column.__config__.columnWidth ?? COLUMN_WIDTH }}
                  >
                    {'required' in column.__config__ && column.__config__.required && (
                      <Box component="span" aria-hidden sx={{ color: 'error.main', mr: 0.5 }}>
                        *
                      </Box>
                    )}
                    {column.__config__.label}
                  </TableCell>
                ))}
                {!locked && (
                  <TableCell sx={{ width: 96 }}>{t('formRenderer.table.actions')}</TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 2} align="center">
                    {t('formRenderer.table.empty')}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row, index) => (
                <TableRow key={row.id}>
                  <TableCell>{index + 1}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.__vModel__} sx={{ verticalAlign: 'top' }}>
                      <SubTableCell column={column} table={model} index={index} locked={locked} />
                    </TableCell>
                  ))}
                  {!locked && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton
                        size="small"
                        aria-label={t('formRenderer.table.copyRow', { index: index + 1 })}
                        onClick={() => copyRow(index)}
                      >
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        aria-label={t('formRenderer.table.removeRow', { index: index + 1 })}
                        onClick={() => remove(index)}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
            {summed.size > 0 && (
              <SubTableTotals
                name={model}
                columns={columns}
                summed={summed}
                withActions={!locked}
              />
            )}
          </Table>
        </TableContainer>
        {!locked && (
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => append(rowDefaults(allColumns))}
            sx={{ mt: 1 }}
          >
            {field.addButtonText || t('formRenderer.table.add')}
          </Button>
        )}
        {tableError && (
          <FormHelperText error role="alert">
            {tableError}
          </FormHelperText>
        )}
      </LabeledItem>
    </Grid>
  );
}
