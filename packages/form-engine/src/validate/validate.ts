import { validators, type RuleName } from './rules';
import { ruleMessages, type Language } from './messages';

/** Checks a value against a named rule: null when it passes, else the rule's message (or `custom`). */
export function validate(
  rule: RuleName,
  value: string,
  language: Language,
  custom?: string,
): string | null {
  if (validators[rule](value)) return null;
  return custom ?? ruleMessages[rule][language];
}
