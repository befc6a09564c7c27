import type { FieldOption, FormField } from '@mepm/contract';
import { isEmpty } from '../linkage/compare';
import type { FieldState } from '../linkage/evaluate-linkage';
import { filterOptions } from '../linkage/filter-options';
import { staticOptionsOf } from '../model/field-kinds';
import { formatText } from '../text/format';
import { brokenRule } from './field-rules';
import { checkFieldValue } from './field-value';
import { SUBMISSION_MESSAGES, type SubmissionMessageKey } from './messages';
import {
  OPTIONS_UNAVAILABLE,
  type SubmissionContext,
  type SubmissionError,
} from './submission-types';

/** Where a value sits and how errors name it. */
export interface Place {
  name: string;
  label: string;
  /** Sub-table cells say 不能为空 rather than 请输入 (SPEC §5). */
  cell: boolean;
}

export type Checked = { ok: true; value: unknown } | { ok: false; error: SubmissionError };

export function errorAt(
  place: Place,
  key: SubmissionMessageKey,
  context: SubmissionContext,
  params: Record<string, string | number> = {},
): SubmissionError {
  const template = SUBMISSION_MESSAGES[key][context.language];
  return {
    field: place.name,
    label: place.label,
    key,
    message: formatText(template, { ...params, field: place.label }),
  };
}

function optionsFor(
  field: FormField,
  state: FieldState | undefined,
  context: SubmissionContext,
): readonly FieldOption[] | typeof OPTIONS_UNAVAILABLE | undefined {
  if (!('dataType' in field.__config__)) return undefined;
  const options = staticOptionsOf(field) ?? context.optionsOf?.(field);
  if (options === OPTIONS_UNAVAILABLE) return options;
  return options && state?.optionFilter ? filterOptions(options, state.optionFilter) : options;
}

/** One value of a field: required, its type's check, then its rules. */
export function checkValue(
  field: FormField,
  value: unknown,
  state: FieldState | undefined,
  place: Place,
  context: SubmissionContext,
): Checked {
  if (isEmpty(value)) {
    if (!state?.required) return { ok: true, value: null };
    return { ok: false, error: errorAt(place, place.cell ? 'cellRequired' : 'required', context) };
  }
  const options = optionsFor(field, state, context);
  if (options === OPTIONS_UNAVAILABLE) {
    return { ok: false, error: errorAt(place, 'optionsUnavailable', context) };
  }
  const checked = checkFieldValue(field, value, options ? { options } : {});
  if (!checked.ok)
    return { ok: false, error: errorAt(place, checked.key, context, checked.params) };
  const broken = brokenRule(field, checked.value, context.language, context.patterns);
  if (!broken) return checked;
  if (broken.message === undefined)
    return { ok: false, error: errorAt(place, 'badFormat', context) };
  const separator = context.language === 'en' ? ': ' : '：';
  return {
    ok: false,
    error: {
      field: place.name,
      label: place.label,
      key: 'rule',
      message: `${place.label}${separator}${broken.message}`,
    },
  };
}
