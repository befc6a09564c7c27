import type { CalculateToken } from '@mepm/contract';
import { DESIGN_MESSAGES, checkFormula } from '@mepm/form-engine';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownLanguage } from '../../../../kernel/i18n/use-shown-language';
import { NumberInput } from '../inputs/NumberInput';
import { Section } from '../inputs/Section';
import { useDraft } from '../inputs/use-draft';
import { withProps } from '../node-update';
import type { EditorProps } from './editor-props';
import { formulaOperands, type Operand } from './formula-operands';

/** The contract's cap on a formula's tokens. */
const MAX_TOKENS = 200;
const OPERATORS = ['+', '-', '*', '/', '(', ')'] as const;
const NO_TOKENS: readonly CalculateToken[] = [];

const same = (tokens: readonly CalculateToken[]) => tokens;

/**
 * 计算公式: the formula built by clicking fields, numbers and operators, checked by the form
 * engine as it grows. The design keeps only non-empty formulas (the schema wants a token), so a
 * formula cleared to nothing waits here for its first token.
 */
export function CalculateEditor({ field, fields, onChange }: EditorProps) {
  const { t } = useTranslation();
  const language = useShownLanguage();
  const stored = 'expression' in field ? field.expression : NO_TOKENS;
  const [tokens, setTokens] = useDraft<readonly CalculateToken[], readonly CalculateToken[]>(
    stored,
    same,
    same,
  );
  const [number, setNumber] = useState<number | undefined>(undefined);
  const operands = useMemo(() => formulaOperands(fields, field), [fields, field]);
  const labels = useMemo(
    () => new Map(operands.map((operand) => [operand.ref, operand])),
    [operands],
  );
  const operandText = (operand: Operand) =>
    operand.table
      ? t('formDesignerProps.calculate.sum', { table: operand.table, column: operand.label })
      : operand.label;
  const tokenText = (token: CalculateToken): string => {
    if (token.type === 'field') {
      const operand = labels.get(token.field);
      return operand ? operandText(operand) : token.field;
    }
    return String(token.value);
  };
  const set = (next: readonly CalculateToken[]) => {
    setTokens(next);
    if (next.length > 0) onChange(withProps(field, { expression: [...next] }));
  };
  const add = (token: CalculateToken) => {
    if (tokens.length < MAX_TOKENS) set([...tokens, token]);
  };
  const problem = tokens.length > 0 ? checkFormula(tokens) : null;
  return (
    <Section title={t('formDesignerProps.section.calculate')}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5 }}
        role="list"
        aria-label={t('formDesignerProps.calculate.formula')}
      >
        {tokens.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('formDesignerProps.calculate.empty')}
          </Typography>
        ) : (
          tokens.map((token, index) => (
            <Chip key={index} role="listitem" size="small" label={tokenText(token)} />
          ))
        )}
      </Stack>
      {tokens.length > 0 ? (
        <Typography role="status" variant="body2" color={problem ? 'error' : 'success.main'}>
          {problem ? DESIGN_MESSAGES[problem][language] : t('formDesignerProps.calculate.ok')}
        </Typography>
      ) : null}
      <Typography variant="body2">{t('formDesignerProps.calculate.fields')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {operands.map((operand) => (
          <Button
            key={operand.ref}
            size="small"
            variant="outlined"
            onClick={() => add({ type: 'field', field: operand.ref })}
          >
            {operandText(operand)}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2">{t('formDesignerProps.calculate.operators')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {OPERATORS.map((operator) => (
          <Button
            key={operator}
            size="small"
            variant="outlined"
            onClick={() => add({ type: 'operator', value: operator })}
          >
            {operator}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <NumberInput
          label={t('formDesignerProps.calculate.number')}
          value={number}
          onChange={setNumber}
        />
        <Button
          size="small"
          disabled={number === undefined}
          onClick={() => number !== undefined && add({ type: 'number', value: number })}
        >
          {t('formDesignerProps.calculate.addNumber')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          disabled={tokens.length === 0}
          onClick={() => set(tokens.slice(0, -1))}
        >
          {t('formDesignerProps.calculate.back')}
        </Button>
        <Button size="small" disabled={tokens.length === 0} onClick={() => set([])}>
          {t('formDesignerProps.calculate.clear')}
        </Button>
      </Stack>
    </Section>
  );
}
