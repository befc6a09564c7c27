import { useMemo } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FlowConditionRule, FormDataField } from '@mepm/contract';
import { useTranslation } from 'react-i18next';
import {
  useFieldOrganizeTreeQuery,
  useFieldRolesQuery,
} from '../../form-renderer/fields/lookups-api';
import { orgNodeIcon, toOrgNodes, TreeSelect } from '../../tree';
import { FD } from '../drawing/node-summary';
import { isNumeric, namableFields, symbolsFor } from './field-kinds';
import { ChoiceField } from './inputs';

const INITIATOR_SUBJECTS = ['initiatorOrganize', 'initiatorRole'] as const;

/** The subject select's value: `field:<vModel>`, or the initiator subject's name. */
const subjectOf = (rule: FlowConditionRule) =>
  rule.subject === 'field' ? `field:${rule.field}` : rule.subject;

/** A new rule on `subject`: its first comparison and an empty value. */
export function ruleOn(subject: string, fields: readonly FormDataField[]): FlowConditionRule {
  if (subject === 'initiatorOrganize' || subject === 'initiatorRole')
    return { subject, symbol: '==', value: '' };
  const field = subject.slice('field:'.length);
  const key = fields.find((one) => one.vModel === field)?.wyzxKey;
  return { subject: 'field', field, symbol: symbolsFor(key)[0] ?? '==', value: '' };
}

interface Props {
  number: number;
  rule: FlowConditionRule;
  fields: readonly FormDataField[];
  onChange: (rule: FlowConditionRule) => void;
  onRemove: () => void;
}

/** One comparison of a branch: subject, the comparisons its type allows, and the value. */
export function RuleRow({ number, rule, fields, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const shown = namableFields(fields);
  const subjects = [...shown.map((field) => `field:${field.vModel}`), ...INITIATOR_SUBJECTS];
  const key =
    rule.subject === 'field' ? fields.find((field) => field.vModel === rule.field)?.wyzxKey : '';
  const symbols = rule.subject === 'field' ? symbolsFor(key) : (['==', '<>'] as const);
  const labelOf = (subject: string) =>
    subject.startsWith('field:')
      ? (shown.find((field) => `field:${field.vModel}` === subject)?.label ?? subject.slice(6))
      : t(`${FD}.subjects.${subject as (typeof INITIATOR_SUBJECTS)[number]}`);
  return (
    <Stack
      spacing={1}
      role="group"
      aria-label={`${t(`${FD}.panel.rules`)} ${number}`}
      sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ChoiceField
          label={t(`${FD}.panel.subject`)}
          value={subjectOf(rule)}
          choices={subjects}
          textOf={labelOf}
          onChange={(subject) => onChange(ruleOn(subject, fields))}
        />
        <IconButton
          size="small"
          aria-label={t(`${FD}.panel.removeRule`, { number })}
          onClick={onRemove}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
      <ChoiceField
        label={t(`${FD}.panel.symbol`)}
        value={rule.symbol}
        choices={symbols}
        textOf={(symbol) => t(`${FD}.symbols.${symbol}`)}
        onChange={(symbol) => onChange({ ...rule, symbol } as FlowConditionRule)}
      />
      <RuleValue rule={rule} numeric={isNumeric(key)} onChange={onChange} />
    </Stack>
  );
}

function RuleValue({
  rule,
  numeric,
  onChange,
}: {
  rule: FlowConditionRule;
  numeric: boolean;
  onChange: (rule: FlowConditionRule) => void;
}) {
  const { t } = useTranslation();
  const label = t(`${FD}.panel.value`);
  const organizes = useFieldOrganizeTreeQuery(undefined, {
    skip: rule.subject !== 'initiatorOrganize',
  });
  const nodes = useMemo(() => toOrgNodes(organizes.data?.list ?? [], 'whole'), [organizes.data]);
  const roles = useFieldRolesQuery(undefined, { skip: rule.subject !== 'initiatorRole' });
  if (rule.subject === 'initiatorOrganize')
    return (
      <TreeSelect
        label={label}
        nodes={nodes}
        value={rule.value || null}
        renderIcon={orgNodeIcon}
        onChange={(id) => onChange({ ...rule, value: id ?? '' })}
      />
    );
  if (rule.subject === 'initiatorRole')
    return (
      <ChoiceField
        label={label}
        value={rule.value}
        choices={(roles.data?.list ?? []).map((role) => role.id)}
        textOf={(id) => roles.data?.list.find((role) => role.id === id)?.fullName ?? id}
        onChange={(value) => onChange({ ...rule, value })}
      />
    );
  if (rule.subject !== 'field') return null;
  return (
    <TextField
      size="small"
      fullWidth
      label={label}
      type={numeric ? 'number' : 'text'}
      value={rule.value === null ? '' : String(rule.value)}
      onChange={(event) => {
        const text = event.target.value;
        // A number field compares numbers: what is typed is kept as one once it reads as one.
        const value =
          numeric && text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
        onChange({ ...rule, value });
      }}
    />
  );
}
