import {
  COMPARISON_OPERATORS,
  type Comparison,
  type Condition,
  type FieldValueLiteral,
} from '@mepm/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ChoiceInput, type Choice } from '../inputs/ChoiceInput';
import { ListRowActions } from '../inputs/ListRowActions';
import { removed, replaced } from '../list-edits';
import {
  MAX_CONDITION_ITEMS,
  firstComparison,
  takesList,
  takesNoValue,
  withOperator,
} from './condition-edits';
import { LiteralInput } from './LiteralInput';

export interface ConditionEditorProps {
  /** Names the condition in its buttons (`添加条件 显示条件`). */
  name: string;
  condition: Condition;
  fields: readonly Choice<string>[];
  /** `undefined` when its last comparison was removed: the condition goes away. */
  onChange: (condition: Condition | undefined) => void;
}

/** Comparisons joined by and/or; each names another field, an operator and its value. */
export function ConditionEditor({ name, condition, fields, onChange }: ConditionEditorProps) {
  const { t } = useTranslation();
  const { items } = condition;
  const setItems = (next: Comparison[]) =>
    onChange(next.length > 0 ? { ...condition, items: next } : undefined);
  const operators = COMPARISON_OPERATORS.map((op) => ({
    value: op,
    label: t(`formDesignerProps.linkage.operators.${op}`),
  }));
  return (
    <Stack spacing={1} role="group" aria-label={name}>
      <ChoiceInput
        label={t('formDesignerProps.linkage.logic')}
        value={condition.logic}
        choices={[
          { value: 'and', label: t('formDesignerProps.linkage.and') },
          { value: 'or', label: t('formDesignerProps.linkage.or') },
        ]}
        onChange={(logic) => logic && onChange({ ...condition, logic })}
      />
      {items.map((item, index) => {
        const update = (next: Comparison) => setItems(replaced(items, index, next));
        return (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ChoiceInput
              label={t('formDesignerProps.linkage.field')}
              value={item.field}
              choices={fields}
              onChange={(field) => field && update({ ...item, field })}
            />
            <ChoiceInput
              label={t('formDesignerProps.linkage.op')}
              value={item.op}
              choices={operators}
              onChange={(op) => op && update(withOperator(item, op))}
            />
            {takesNoValue(item.op) ? null : (
              <LiteralInput
                label={t(
                  takesList(item.op)
                    ? 'formDesignerProps.linkage.listValue'
                    : 'formDesignerProps.linkage.value',
                )}
                value={item.value}
                list={takesList(item.op)}
                onChange={(value: FieldValueLiteral) => update({ ...item, value })}
              />
            )}
            <ListRowActions
              name={`${name} ${index + 1}`}
              onRemove={() => setItems(removed(items, index))}
            />
          </Stack>
        );
      })}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={items.length >= MAX_CONDITION_ITEMS || fields.length === 0}
        aria-label={`${t('formDesignerProps.linkage.addItem')} ${name}`}
        onClick={() => setItems([...items, firstComparison(fields[0]?.value ?? '')])}
      >
        {t('formDesignerProps.linkage.addItem')}
      </Button>
    </Stack>
  );
}
