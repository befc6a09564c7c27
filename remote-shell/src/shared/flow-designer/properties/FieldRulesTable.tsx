import Checkbox from '@mui/material/Checkbox';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FlowFieldAccess, FlowFieldRule, FormDataField } from '@mepm/contract';
import { FLOW_FIELD_ACCESS } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import { FD } from '../drawing/node-summary';
import { namableFields } from './field-kinds';

interface Props {
  fields: readonly FormDataField[];
  value: FlowFieldRule[];
  onChange: (rules: FlowFieldRule[]) => void;
}

/**
 * What the node's actor may do with each form field: hidden, read or write, and whether a
 * written one is required. A field left at "read, not required" is not listed (the contract's
 * default), so the template holds only what differs.
 */
export function FieldRulesTable({ fields, value, onChange }: Props) {
  const { t } = useTranslation();
  const shown = namableFields(fields);
  if (shown.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t(`${FD}.panel.noFields`)}
      </Typography>
    );
  const ruleOf = (field: string): FlowFieldRule =>
    value.find((rule) => rule.field === field) ?? { field, access: 'read', required: false };
  const set = (rule: FlowFieldRule) => {
    const others = value.filter((other) => other.field !== rule.field);
    const kept = rule.access === 'write' ? rule : { ...rule, required: false };
    const isDefault = kept.access === 'read' && !kept.required;
    // In the form's order, so that a saved template reads like the form.
    const next = isDefault ? others : [...others, kept];
    const order = new Map(shown.map((field, index) => [field.vModel, index]));
    onChange(next.sort((a, b) => (order.get(a.field) ?? 0) - (order.get(b.field) ?? 0)));
  };
  const accessText = t(`${FD}.panel.access`);
  return (
    <Table size="small" aria-label={t(`${FD}.panel.fieldRules`)}>
      <TableHead>
        <TableRow>
          <TableCell>{t(`${FD}.panel.field`)}</TableCell>
          <TableCell>{t(`${FD}.panel.access`)}</TableCell>
          <TableCell padding="checkbox">{t(`${FD}.panel.required`)}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {shown.map((field) => {
          const rule = ruleOf(field.vModel);
          const name = field.label || field.vModel;
          return (
            <TableRow key={field.vModel}>
              <TableCell>{name}</TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  variant="standard"
                  value={rule.access}
                  slotProps={{
                    select: { SelectDisplayProps: { 'aria-label': `${name} ${accessText}` } },
                  }}
                  onChange={(event) =>
                    set({ ...rule, access: event.target.value as FlowFieldAccess })
                  }
                >
                  {FLOW_FIELD_ACCESS.map((access) => (
                    <MenuItem key={access} value={access}>
                      {t(`${FD}.access.${access}`)}
                    </MenuItem>
                  ))}
                </TextField>
              </TableCell>
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={rule.required}
                  disabled={rule.access !== 'write'}
                  slotProps={{
                    input: {
                      'aria-label': `${name} ${t(`${FD}.panel.required`)}`,
                    },
                  }}
                  onChange={(event) => set({ ...rule, required: event.target.checked })}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
