import type { Condition, FieldValueLiteral } from '@mepm/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Choice } from '../inputs/ChoiceInput';
import { ListRowActions } from '../inputs/ListRowActions';
import { orNone, removed, replaced } from '../list-edits';
import { newCondition } from './condition-edits';
import { ConditionEditor } from './ConditionEditor';
import { LiteralInput } from './LiteralInput';

/** FieldLinkage's cap on assignments. */
const MAX_ASSIGNMENTS = 20;

export interface Assignment {
  when: Condition;
  value: FieldValueLiteral;
}

export interface AssignEditorProps {
  assign: readonly Assignment[];
  fields: readonly Choice<string>[];
  onChange: (assign: Assignment[] | undefined) => void;
}

/** 赋值规则: the first assignment whose condition holds sets the value. */
export function AssignEditor({ assign, fields, onChange }: AssignEditorProps) {
  const { t } = useTranslation();
  const title = t('formDesignerProps.linkage.assign');
  const set = (next: readonly Assignment[]) => onChange(orNone(next));
  return (
    <Stack spacing={1}>
      {assign.map((rule, index) => {
        const name = `${title} ${index + 1}`;
        return (
          <Stack key={index} spacing={1} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <LiteralInput
                label={t('formDesignerProps.linkage.assignValue')}
                value={rule.value}
                list={false}
                onChange={(value) => set(replaced(assign, index, { ...rule, value }))}
              />
              <ListRowActions name={name} onRemove={() => set(removed(assign, index))} />
            </Stack>
            <ConditionEditor
              name={name}
              condition={rule.when}
              fields={fields}
              onChange={(when) =>
                set(when ? replaced(assign, index, { ...rule, when }) : removed(assign, index))
              }
            />
          </Stack>
        );
      })}
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={assign.length >= MAX_ASSIGNMENTS || fields.length === 0}
        onClick={() => set([...assign, { when: newCondition(fields[0]?.value ?? ''), value: '' }])}
      >
        {t('formDesignerProps.linkage.addAssign')}
      </Button>
    </Stack>
  );
}
