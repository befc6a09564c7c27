import type { FieldRule, FormField } from '@mepm/contract';
import { RULE_NAMES } from '../validate/rules';
import { modelOf, type FieldEntry } from '../model/field-entries';
import { errorFor, type DesignError } from './design-error';
import { compiles, isSafePattern } from './pattern-safety';

/**
 * The settings of each field that its schema cannot express: unique names (`__vModel__` in the
 * form, columns within their table) and designer ids, where options come from, and rules that
 * the server can run.
 */
export function checkSettings(entries: readonly FieldEntry[]): DesignError[] {
  const errors: DesignError[] = [];
  const models = new Set<string>();
  const formIds = new Set<string>();
  for (const entry of entries) {
    const { field, path } = entry;
    const error = errorFor(field, path);
    const formId = String(field.__config__.formId);
    if (formIds.has(formId)) errors.push(error('duplicateFormId', { formId }));
    formIds.add(formId);
    const model = modelOf(field);
    if (model !== undefined) {
      const scoped = entry.table ? `${entry.table.__vModel__}.${model}` : model;
      if (models.has(scoped)) errors.push(error('duplicateModel', { model }));
      models.add(scoped);
    }
    errors.push(...checkSource(field, path), ...checkRules(field, path));
  }
  return errors;
}

function checkSource(field: FormField, path: string): DesignError[] {
  const config = field.__config__;
  if (!('dataType' in config)) return [];
  const error = errorFor(field, path);
  if (config.dataType === 'dictionary' && !config.dictionaryType)
    return [error('missingDictionary')];
  if (config.dataType === 'dynamic' && !config.propsUrl) return [error('missingInterface')];
  return [];
}

const KNOWN_RULES: readonly string[] = RULE_NAMES;

function checkRules(field: FormField, path: string): DesignError[] {
  const rules: FieldRule[] = 'regList' in field.__config__ ? (field.__config__.regList ?? []) : [];
  return rules.flatMap((rule, index): DesignError[] => {
    const error = errorFor(field, path);
    const at = `${path}.__config__.regList[${index}]`;
    if ((rule.rule === undefined) === (rule.pattern === undefined))
      return [error('ruleOrPattern', {}, at)];
    if (rule.rule !== undefined && !KNOWN_RULES.includes(rule.rule)) {
      return [error('unknownRule', { rule: rule.rule }, at)];
    }
    if (rule.pattern === undefined) return [];
    if (!compiles(rule.pattern)) return [error('badPattern', { pattern: rule.pattern }, at)];
    if (!isSafePattern(rule.pattern))
      return [error('unsafePattern', { pattern: rule.pattern }, at)];
    return [];
  });
}
