import type { FormField } from '@mepm/contract';
import type { Language } from '@mepm/contract/codes';
import { DATE_PATTERNS, designDatePattern, formatDate } from '../../../shared/format';
import type { DatePattern } from '../../../shared/format';
import { isDateField, propOf, typeOf } from './design-fields';

/** What a date field shows when its design names no known format: a day, or a day and time. */
function fallbackPattern(field: FormField | undefined): DatePattern {
  const kind = propOf(field, 'type');
  if (kind === 'date' || kind === 'daterange') return DATE_PATTERNS.date;
  if (typeOf(field) === 'createTime' || typeOf(field) === 'modifyTime') {
    return DATE_PATTERNS.dateTimeSeconds;
  }
  return DATE_PATTERNS.dateTime;
}

function dateText(field: FormField | undefined, value: unknown, language: Language): string {
  if (Array.isArray(value)) {
    return value.map((part) => dateText(field, part, language)).join(' ~ ');
  }
  if (typeof value !== 'number' && typeof value !== 'string') return '';
  const format = propOf(field, 'format');
  const pattern = designDatePattern(
    typeof format === 'string' ? format : undefined,
    fallbackPattern(field),
  );
  return formatDate(value, language, pattern);
}

/**
 * A record's display value (the server's: names for options, users and organisations,
 * milliseconds for dates) as the list and the detail view show it: dates in the field's format.
 */
export function displayText(
  field: FormField | undefined,
  value: unknown,
  language: Language,
): string {
  if (value === null || value === undefined) return '';
  if (isDateField(field)) return dateText(field, value, language);
  if (Array.isArray(value))
    return value.map((part) => displayText(undefined, part, language)).join(',');
  if (typeof value === 'object') return '';
  return String(value);
}
