import { SUB_TABLE_KEY, type FieldRule, type FormField } from '@mepm/contract';
import { isEmpty } from '../linkage/compare';
import { isServerFilled, staticOptionsOf } from '../model/field-kinds';
import { checkFieldValue } from '../submission/field-value';
import { RULE_NAMES } from '../validate/rules';
import { modelOf, type FieldEntry } from '../model/field-entries';
import { errorFor, type DesignError } from './design-error';
import type { PatternEngine } from './pattern-engine';
import { isReservedName } from './reserved-name';

/**
 * The settings of each field that its schema cannot express: unique names (`__vModel__` in the
 * form, columns within their table) and designer ids, where options come from, and rules that
 * the server can run.
 */
export function checkSettings(
  entries: readonly FieldEntry[],
  patterns: PatternEngine,
): DesignError[] {
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
      // Values are plain objects: a name such as `constructor` would read what every object has.
      if (isReservedName(model)) errors.push(error('reservedName', { model }));
      if (models.has(scoped)) errors.push(error('duplicateModel', { model }));
      models.add(scoped);
    }
    errors.push(
      ...checkSource(field, path),
      ...checkRules(field, path, patterns),
      ...checkDefault(entry),
    );
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

function checkRules(field: FormField, path: string, patterns: PatternEngine): DesignError[] {
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
    // Both run it: the browser of whoever fills the form, and the engine the caller names.
    if (!patterns.compiles(rule.pattern))
      return [error('badPattern', { pattern: rule.pattern }, at)];
    return [];
  });
}

/** A default value is one the field would accept (static options known here, others not). */
function checkDefault({ field, key, path }: FieldEntry): DesignError[] {
  const config = field.__config__;
  const value = 'defaultValue' in config ? config.defaultValue : undefined;
  if (isEmpty(value) || isServerFilled(key) || key === SUB_TABLE_KEY) return [];
  const options = staticOptionsOf(field);
  const checked = checkFieldValue(field, value, options ? { options } : {});
  return checked.ok
    ? []
    : [errorFor(field, path)('badDefault', {}, `${path}.__config__.defaultValue`)];
}
