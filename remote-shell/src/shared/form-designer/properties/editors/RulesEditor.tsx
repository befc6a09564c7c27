import type { FieldRule } from '@mepm/contract';
import {
  DESIGN_MESSAGES,
  RULE_NAMES,
  formatText,
  linearPatterns,
  ruleMessages,
} from '@mepm/form-engine';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useShownLanguage } from '../../../../kernel/i18n/use-shown-language';
import { ChoiceInput } from '../inputs/ChoiceInput';
import { withNote } from '../inputs/coded-choices';
import { ListRowActions } from '../inputs/ListRowActions';
import { Section } from '../inputs/Section';
import { TextInput } from '../inputs/TextInput';
import { orNone, removed, replaced } from '../list-edits';
import { readProperty, withConfig } from '../node-update';
import type { EditorProps } from './editor-props';

/** FieldRule's caps: at most 10 rules; a pattern of 500, a message of 200 characters. */
const MAX_RULES = 10;
const PATTERN_LIMIT = 500;
const MESSAGE_LIMIT = 200;

type RuleKind = 'named' | 'pattern';

const kindOf = (rule: FieldRule): RuleKind => (rule.pattern !== undefined ? 'pattern' : 'named');

/** A rule of the other kind, keeping its message. */
function switched(rule: FieldRule, kind: RuleKind): FieldRule {
  const message = rule.message !== undefined ? { message: rule.message } : {};
  return kind === 'pattern' ? { pattern: '', ...message } : { rule: RULE_NAMES[0], ...message };
}

/**
 * 校验规则 (regList): named rules of docs/reference/field-rules.md or patterns, each with an
 * optional message. A pattern RE2 cannot run shows the engine's refusal as it is typed.
 */
export function RulesEditor({ field, onChange }: EditorProps) {
  const { t } = useTranslation();
  const language = useShownLanguage();
  const stored = readProperty(field, 'regList', 'config');
  const rules: readonly FieldRule[] = Array.isArray(stored) ? stored : [];
  const set = (next: readonly FieldRule[]) =>
    onChange(withConfig(field, { regList: orNone(next) }));
  const ruleChoices = RULE_NAMES.map((name) => ({
    value: name,
    label: withNote(t, name, ruleMessages[name][language]),
  }));
  const kinds = [
    { value: 'named' as const, label: t('formDesignerProps.rules.named') },
    { value: 'pattern' as const, label: t('formDesignerProps.rules.pattern') },
  ];
  return (
    <Section title={t('formDesignerProps.section.rules')}>
      {rules.map((rule, index) => {
        const update = (patch: Partial<FieldRule>) => {
          const next: FieldRule = { ...rule, ...patch };
          if (next.message === undefined) delete next.message;
          set(replaced(rules, index, next));
        };
        const refused =
          rule.pattern !== undefined && !linearPatterns.compiles(rule.pattern)
            ? formatText(DESIGN_MESSAGES.badPattern[language], { pattern: rule.pattern })
            : undefined;
        return (
          <Stack key={index} spacing={1} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ChoiceInput
                label={t('formDesignerProps.rules.kind')}
                value={kindOf(rule)}
                choices={kinds}
                onChange={(kind) => kind && set(replaced(rules, index, switched(rule, kind)))}
              />
              <ListRowActions
                name={`${t('formDesignerProps.rules.rule')} ${index + 1}`}
                onRemove={() => set(removed(rules, index))}
              />
            </Stack>
            {rule.pattern !== undefined ? (
              <TextInput
                label={t('formDesignerProps.rules.pattern')}
                value={rule.pattern}
                required
                maxLength={PATTERN_LIMIT}
                onChange={(pattern) => update({ pattern: pattern ?? '' })}
              />
            ) : (
              <ChoiceInput
                label={t('formDesignerProps.rules.rule')}
                value={rule.rule}
                choices={ruleChoices}
                onChange={(name) => name && update({ rule: name })}
              />
            )}
            {refused ? (
              <Typography role="alert" color="error" variant="body2">
                {refused}
              </Typography>
            ) : null}
            <TextInput
              label={t('formDesignerProps.rules.message')}
              value={rule.message}
              maxLength={MESSAGE_LIMIT}
              onChange={(message) => update({ message })}
            />
          </Stack>
        );
      })}
      <Button
        size="small"
        disabled={rules.length >= MAX_RULES}
        onClick={() => set([...rules, { rule: RULE_NAMES[0] }])}
      >
        {t('formDesignerProps.rules.add')}
      </Button>
    </Section>
  );
}
