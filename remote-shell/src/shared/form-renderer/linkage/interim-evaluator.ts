import type { Comparison, Condition, FieldLinkage, FormDesign, FormValues } from '@mepm/contract';
import { isEmptyValue, nodeKeyOf, walkFields } from '../design-walk';
import { isDeepStrictEqual } from './deep-equal';
import type { LinkageStates, NodeState } from './linkage-state';

/**
 * Linkage evaluation until the form engine's `evaluateLinkage` is merged (the renderer takes any
 * `LinkageEvaluator`). The semantics follow the contract's `FieldLinkage`: a hidden layout hides
 * what it holds, `required`/`readonly` add to the static flags, the first holding `assign` sets
 * the value, `optionFilter` keeps the options whose attribute equals another field's value.
 */

const asNumber = (value: unknown): number => (typeof value === 'number' ? value : Number(value));

function compare({ field, op, value: expected }: Comparison, values: FormValues): boolean {
  const actual = values[field];
  switch (op) {
    case 'empty':
      return isEmptyValue(actual);
    case 'notEmpty':
      return !isEmptyValue(actual);
    case 'eq':
      return isDeepStrictEqual(actual, expected) || String(actual) === String(expected);
    case 'ne':
      return !(isDeepStrictEqual(actual, expected) || String(actual) === String(expected));
    case 'gt':
      return asNumber(actual) > asNumber(expected);
    case 'gte':
      return asNumber(actual) >= asNumber(expected);
    case 'lt':
      return asNumber(actual) < asNumber(expected);
    case 'lte':
      return asNumber(actual) <= asNumber(expected);
    case 'contains':
    case 'notContains': {
      const holds = Array.isArray(actual)
        ? actual.some((item) => isDeepStrictEqual(item, expected))
        : typeof actual === 'string' && actual.includes(String(expected ?? ''));
      return op === 'contains' ? holds : !holds;
    }
    case 'in':
    case 'notIn': {
      const list = Array.isArray(expected) ? expected : [expected];
      const holds = list.some((item) => isDeepStrictEqual(item, actual));
      return op === 'in' ? holds : !holds;
    }
  }
}

export function conditionHolds(condition: Condition, values: FormValues): boolean {
  return condition.logic === 'and'
    ? condition.items.every((item) => compare(item, values))
    : condition.items.some((item) => compare(item, values));
}

function stateOf(
  config: { linkage?: FieldLinkage; required?: boolean },
  values: FormValues,
  parentVisible: boolean,
): NodeState {
  const linkage = config.linkage ?? {};
  const state: NodeState = {
    visible: parentVisible && (!linkage.visible || conditionHolds(linkage.visible, values)),
    required:
      Boolean(config.required) || (!!linkage.required && conditionHolds(linkage.required, values)),
    readonly: !!linkage.readonly && conditionHolds(linkage.readonly, values),
  };
  const assign = linkage.assign?.find((rule) => conditionHolds(rule.when, values));
  if (assign) state.assigned = assign.value;
  if (linkage.optionFilter) {
    state.optionFilter = {
      optionKey: linkage.optionFilter.optionKey,
      value: values[linkage.optionFilter.field],
    };
  }
  return state;
}

export function evaluateLinkageInterim(design: FormDesign, values: FormValues): LinkageStates {
  const states: Record<string, NodeState> = {};
  for (const { field, parents } of walkFields(design.fields)) {
    const parent = parents.at(-1);
    const parentVisible = parent ? (states[nodeKeyOf(parent)]?.visible ?? true) : true;
    states[nodeKeyOf(field)] = stateOf(field.__config__, values, parentVisible);
  }
  return states;
}
