import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codedChoices } from '../inputs/coded-choices';
import { LookupInput } from '../inputs/LookupInput';
import { Section } from '../inputs/Section';
import { readProperty, withConfig } from '../node-update';
import { useDesignerBillRulesQuery } from '../lookups-api';
import type { EditorProps } from './editor-props';

/** `__config__.rule`'s cap. */
const RULE_LIMIT = 64;

/**
 * The bill-number rule a bill field numbers by, stored by its code (the code the server takes
 * the next number with, docs/reference/bill-rules.md).
 */
export function BillRuleEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const query = useDesignerBillRulesQuery(undefined);
  const choices = useMemo(() => codedChoices(t, query.data?.list, 'enCode'), [t, query.data]);
  const rule = readProperty(field, 'rule', 'config');
  return (
    <Section title={t('formDesignerProps.section.billRule')}>
      <LookupInput
        label={t('formDesignerProps.section.billRule')}
        value={typeof rule === 'string' ? rule : undefined}
        choices={choices}
        failed={query.isError}
        maxLength={RULE_LIMIT}
        required
        // The schema wants at least one character: an emptied rule stays as it was.
        onChange={(next) => next && onChange(withConfig(field, { rule: next }))}
      />
    </Section>
  );
}
