import type { TFunction } from 'i18next';
import type { FieldRule, FormField } from '@mepm/contract';
import {
  isEmpty,
  linearPatterns,
  RULE_NAMES,
  validate,
  type Language,
  type RuleName,
} from '@mepm/form-engine';

/**
 * The checks the browser makes as a field changes (SPEC §5): required, the named rules and
 * patterns of `regList`, lengths, number ranges, checkbox counts and range order. The server
 * checks all of it again from the same design; these only spare a round trip.
 */

export interface RuleContext {
  t: TFunction;
  language: Language;
  /** Read at check time, so linkage that makes the field required takes effect at once. */
  isRequired: () => boolean;
  /** A hidden or ungranted field is never checked: it is not submitted. */
  isActive: () => boolean;
  /** A sub-table cell says only 不能为空 (SPEC §5). */
  cell?: boolean;
}

const NAMED: ReadonlySet<string> = new Set(RULE_NAMES);

function regListError(
  rules: readonly FieldRule[],
  text: string,
  context: RuleContext,
  label: string,
) {
  for (const rule of rules) {
    if (rule.rule && NAMED.has(rule.rule)) {
      const failed = validate(rule.rule as RuleName, text, context.language, rule.message);
      if (failed) return failed;
    } else if (rule.pattern) {
      // The engine the server runs too (RE2, linear time); a pattern it cannot run fails here.
      const passed =
        linearPatterns.compiles(rule.pattern) && linearPatterns.tester(rule.pattern)(text);
      if (!passed) return rule.message ?? context.t('formRenderer.rules.pattern', { label });
    }
  }
  return null;
}

type Props = Record<string, unknown>;
const numberProp = (props: Props, key: string) =>
  typeof props[key] === 'number' ? (props[key] as number) : undefined;

function limitError(field: FormField, value: unknown, t: TFunction): string | null {
  const props = field as unknown as Props;
  const key = field.__config__.wyzxKey;
  const maxlength = numberProp(props, 'maxlength');
  if (maxlength !== undefined && typeof value === 'string' && [...value].length > maxlength) {
    return t('formRenderer.rules.maxLength', { max: maxlength });
  }
  if ((key === 'number' || key === 'amount') && typeof value === 'number') {
    const min = numberProp(props, 'min');
    const max = numberProp(props, 'max');
    if (min !== undefined && value < min) return t('formRenderer.rules.min', { min });
    if (max !== undefined && value > max) return t('formRenderer.rules.max', { max });
  }
  if (key === 'checkbox' && Array.isArray(value)) {
    const min = numberProp(props, 'min');
    const max = numberProp(props, 'max');
    if (min !== undefined && value.length < min)
      return t('formRenderer.rules.checkboxMin', { min });
    if (max !== undefined && value.length > max)
      return t('formRenderer.rules.checkboxMax', { max });
  }
  if ((key === 'dateRange' || key === 'timeRange') && Array.isArray(value) && value.length === 2) {
    const [start, end] = value as unknown[];
    if (start !== null && end !== null && String(start) !== '' && String(end) !== '') {
      const before = typeof start === 'number' ? start > Number(end) : String(start) > String(end);
      if (before) return t('formRenderer.rules.rangeOrder');
    }
  }
  return null;
}

/** The react-hook-form `validate` of one field: `true` when it passes, else the message. */
export function fieldValidator(field: FormField, context: RuleContext) {
  const label = field.__config__.label;
  return (value: unknown): true | string => {
    if (!context.isActive()) return true;
    if (isEmpty(value)) {
      if (!context.isRequired()) return true;
      return context.cell
        ? context.t('formRenderer.rules.cellRequired')
        : context.t('formRenderer.rules.required', { label });
    }
    const regList = 'regList' in field.__config__ ? (field.__config__.regList ?? []) : [];
    if (regList.length > 0 && (typeof value === 'string' || typeof value === 'number')) {
      const failed = regListError(regList, String(value), context, label);
      if (failed) return failed;
    }
    return limitError(field, value, context.t) ?? true;
  };
}
