import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { FormDesign, FormField, OnlineDevDisplay } from '@mepm/contract';
import { useShownLanguage } from '../../../kernel/i18n/use-shown-language';
import { isSubTable, modelOf, walkFields } from '../../../shared/form-renderer/design-walk';
import { displayText } from './display-text';

interface Props {
  design: FormDesign;
  data: OnlineDevDisplay;
  formFields: ReadonlySet<string> | undefined;
}

const asRows = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null)
    : [];

/** A sub-table's rows as a table: its columns' labels, each row's display values. */
function SubTableRows({ field, rows }: { field: FormField; rows: Record<string, unknown>[] }) {
  const language = useShownLanguage();
  const columns = (field.__config__ as { children?: FormField[] }).children ?? [];
  const valued = columns.flatMap((column) => {
    const model = modelOf(column);
    return model === undefined ? [] : [{ column, model }];
  });
  return (
    <Table size="small" aria-label={field.__config__.label}>
      <TableHead>
        <TableRow>
          {valued.map(({ column, model }) => (
            <TableCell key={model}>{column.__config__.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          // Display rows have no id of their own; their order is the stored order.
          <TableRow key={index}>
            {valued.map(({ column, model }) => (
              <TableCell key={model}>{displayText(column, row[model], language)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The fields of a record's detail in the design's order, as label and display value, a
 * sub-table as its rows; fields the caller may not see are left out.
 */
export function DetailFields({ design, data, formFields }: Props) {
  const language = useShownLanguage();
  const shown = [...walkFields(design.fields)].flatMap(({ field }) => {
    const model = modelOf(field);
    if (model === undefined || (formFields !== undefined && !formFields.has(model))) return [];
    return [{ field, model }];
  });
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, max-content) 1fr', gap: 1.5, m: 0 }}
    >
      {shown.map(({ field, model }) => (
        <Box key={model} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {field.__config__.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowX: 'auto' }}>
            {isSubTable(field) ? (
              <SubTableRows field={field} rows={asRows(data[model])} />
            ) : (
              displayText(field, data[model], language)
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
