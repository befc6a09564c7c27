import type { FormField } from '@mepm/contract';
import type { PatternEngine } from '../design/pattern-engine';
import { linearPatterns, PATTERN_INPUT_LIMIT } from '../design/linear-patterns';
import { ruleMessages, type Language } from '../validate/messages';
import { validators, type RuleName } from '../validate/rules';

/**
 * The first rule of the field's regList that a value breaks, with its message: the design's, the
 * named rule's own, or none for a pattern without one (the caller says 格式不正确). Numbers are checked as their text. A pattern reads at most PATTERN_INPUT_LIMIT
 * characters: a longer value fails it (patterns run in linear time).
 */
export function brokenRule(
  field: FormField,
  value: unknown,
  language: Language,
  patterns: PatternEngine = linearPatterns,
): { message?: string } | undefined {
  const rules = 'regList' in field.__config__ ? (field.__config__.regList ?? []) : [];
  if (rules.length === 0 || (typeof value !== 'string' && typeof value !== 'number'))
    return undefined;
  const text = String(value);
  for (const rule of rules) {
    if (rule.rule !== undefined && rule.rule in validators) {
      const name = rule.rule as RuleName;
      if (!validators[name](text)) return { message: rule.message ?? ruleMessages[name][language] };
    } else if (rule.pattern !== undefined) {
      const passes = text.length <= PATTERN_INPUT_LIMIT && patterns.tester(rule.pattern)(text);
      if (!passes) return rule.message === undefined ? {} : { message: rule.message };
    }
  }
  return undefined;
}
