import type { Language } from '@mepm/contract';
import type { Translator } from '../../kernel/i18n/translate';

/** The parts of a validation error we read; TypeBox and Ajv both report them. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const CHOICE_KEYWORDS = new Set(['const', 'enum', 'anyOf', 'oneOf']);

/** One sentence naming the first offending field and why, in the caller's language. */
export function validationMessage(
  translator: Translator,
  language: Language,
  issues: readonly ValidationIssue[],
): string {
  const translate = translator.text;
  const first = issues[0];
  if (first === undefined) return translate(language, 'badRequestBody');
  const path = first.instancePath.split('/').filter(Boolean);
  const p = first.params;

  if (first.keyword === 'required') {
    const missing = Array.isArray(p.requiredProperties)
      ? p.requiredProperties[0]
      : p.missingProperty;
    return translate(language, 'required', {
      field: label(translator, language, [...path, String(missing)]),
    });
  }
  if (path.length === 0) return translate(language, 'badRequestBody');
  const field = label(translator, language, path);
  const samePath = issues.filter((i) => i.instancePath === first.instancePath);
  if (samePath.some((i) => CHOICE_KEYWORDS.has(i.keyword))) {
    return translate(language, 'badChoice', { field });
  }
  switch (first.keyword) {
    case 'maxLength':
    case 'maxItems':
      return translate(language, 'tooLong', { field, limit: String(p.limit) });
    case 'minLength':
    case 'minItems':
      return translate(language, 'tooShort', { field, limit: String(p.limit) });
    case 'type':
      return translate(language, 'badType', { field });
    case 'additionalProperties':
      return translate(language, 'unknownField', { field });
    default:
      return translate(language, 'badFormat', { field });
  }
}

function label(translator: Translator, language: Language, path: string[]): string {
  const last = path[path.length - 1] ?? '';
  // Array positions say little to a person; name the list instead.
  const named = /^\d+$/.test(last) && path.length > 1 ? (path[path.length - 2] ?? last) : last;
  return translator.fieldName(language, named);
}
