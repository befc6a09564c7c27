import { FIELD_NAME_PATTERN, isSchemeVariable } from '@mepm/contract/codes';
import type { SchemeVariable } from '@mepm/contract/codes';
import type { DataScheme, DataSchemeBody, SchemeConditions } from '@mepm/contract';
import { elementBody, validateElement } from './element-form';
import type { ElementErrors, ElementValues } from './element-form';

export const OPS = ['==', '<>', 'in', 'like'] as const;
export type Op = (typeof OPS)[number];
export type Logic = 'and' | 'or';

export interface ConditionDraft {
  field: string;
  op: Op;
  valueKind: 'constant' | 'variable';
  /** A constant; for `in`, comma-separated. */
  value: string;
  variable: SchemeVariable;
}

export interface GroupDraft {
  logic: Logic;
  conditions: ConditionDraft[];
}

export interface SchemeValues extends ElementValues {
  logic: Logic;
  groups: GroupDraft[];
}

/** Refusals per condition, keyed `group.condition`, plus one for a scheme without conditions. */
export interface SchemeErrors {
  element: ElementErrors;
  conditions: Record<string, { field?: boolean; value?: boolean }>;
  empty: boolean;
}

export function newCondition(): ConditionDraft {
  return { field: '', op: '==', valueKind: 'constant', value: '', variable: '@userId' };
}

export function newGroup(): GroupDraft {
  return { logic: 'and', conditions: [newCondition()] };
}

export function emptyScheme(): SchemeValues {
  return { enCode: '', fullName: '', sortCode: '0', logic: 'or', groups: [newGroup()] };
}

export function fromScheme(scheme: DataScheme): SchemeValues {
  return {
    enCode: scheme.enCode,
    fullName: scheme.fullName,
    sortCode: String(scheme.sortCode),
    logic: scheme.conditions.logic,
    groups: scheme.conditions.groups.map((group) => ({
      logic: group.logic,
      conditions: group.conditions.map((condition) => {
        const text = Array.isArray(condition.value) ? condition.value.join(',') : condition.value;
        return isSchemeVariable(text)
          ? {
              field: condition.field,
              op: condition.op,
              valueKind: 'variable',
              value: '',
              variable: text,
            }
          : { ...newCondition(), field: condition.field, op: condition.op, value: text };
      }),
    })),
  };
}

/** `like` matches text, so only constants make sense there. */
export function allowsVariable(op: Op): boolean {
  return op !== 'like';
}

export function validateScheme(values: SchemeValues): SchemeErrors {
  const conditions: SchemeErrors['conditions'] = {};
  values.groups.forEach((group, g) =>
    group.conditions.forEach((condition, c) => {
      const refused = {
        field: !FIELD_NAME_PATTERN.test(condition.field.trim()) || undefined,
        value: (condition.valueKind === 'constant' && !condition.value.trim()) || undefined,
      };
      if (refused.field || refused.value) conditions[`${g}.${c}`] = refused;
    }),
  );
  const empty = values.groups.every((group) => group.conditions.length === 0);
  return { element: validateElement(values), conditions, empty };
}

export function isValid(errors: SchemeErrors): boolean {
  return (
    Object.keys(errors.element).length === 0 &&
    Object.keys(errors.conditions).length === 0 &&
    !errors.empty
  );
}

function conditionValue(condition: ConditionDraft): string | string[] {
  if (condition.valueKind === 'variable' && allowsVariable(condition.op)) return condition.variable;
  const text = condition.value.trim();
  if (condition.op !== 'in') return text;
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export function toSchemeBody(moduleId: string, values: SchemeValues): DataSchemeBody {
  const conditions: SchemeConditions = {
    logic: values.logic,
    groups: values.groups
      .filter((group) => group.conditions.length > 0)
      .map((group) => ({
        logic: group.logic,
        conditions: group.conditions.map((condition) => ({
          field: condition.field.trim(),
          op: condition.op,
          value: conditionValue(condition),
        })),
      })),
  };
  return { ...elementBody(moduleId, values), conditions };
}
