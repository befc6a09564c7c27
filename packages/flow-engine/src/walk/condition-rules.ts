import type { BranchNode, FlowConditionRule, FlowTemplate } from '@mepm/contract';
import { forEachNode } from '../template/nodes';

/** What conditions may ask of the initiator besides the form. */
export interface InitiatorFacts {
  /** The initiator's organisation and every organisation above it. */
  organizeIds: readonly string[];
  roleIds: readonly string[];
}

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** A number, or a date as the form stores it (milliseconds) or as text; undefined otherwise. */
function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  if (Number.isFinite(number)) return number;
  const date = Date.parse(value);
  return Number.isFinite(date) ? date : undefined;
}

const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

/**
 * Negative, zero or positive as `left` orders before, with or after `right`: as numbers (or
 * dates) when both read as one, else as texts; undefined when either is blank.
 */
function order(left: unknown, right: unknown): number | undefined {
  if (isBlank(left) || isBlank(right)) return undefined;
  const [a, b] = [asNumber(left), asNumber(right)];
  if (a !== undefined && b !== undefined) return a - b;
  const [x, y] = [asText(left), asText(right)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** One scalar against the rule's literal. */
function holdsFor(
  symbol: FlowConditionRule['symbol'],
  actual: unknown,
  expected: unknown,
): boolean {
  switch (symbol) {
    case 'like':
      return !isBlank(actual) && asText(actual).includes(asText(expected));
    case 'notLike':
      return isBlank(actual) || !asText(actual).includes(asText(expected));
    case '==':
      return isBlank(actual) ? isBlank(expected) : order(actual, expected) === 0;
    case '<>':
      return isBlank(actual) ? !isBlank(expected) : order(actual, expected) !== 0;
  }
  const compared = order(actual, expected);
  if (compared === undefined) return false;
  if (symbol === '>') return compared > 0;
  if (symbol === '>=') return compared >= 0;
  if (symbol === '<') return compared < 0;
  return compared <= 0;
}

/**
 * Whether one rule holds. An array value (checkboxes, several users) holds when any element
 * does, except for the negative symbols (`<>`, `notLike`), which must hold for every element.
 */
export function ruleHolds(
  rule: FlowConditionRule,
  values: Readonly<Record<string, unknown>>,
  initiator: InitiatorFacts,
): boolean {
  if (rule.subject !== 'field') {
    const held = (
      rule.subject === 'initiatorOrganize' ? initiator.organizeIds : initiator.roleIds
    ).includes(rule.value);
    return rule.symbol === '==' ? held : !held;
  }
  const actual = values[rule.field];
  if (!Array.isArray(actual) || actual.length === 0)
    return holdsFor(rule.symbol, actual, rule.value);
  const negative = rule.symbol === '<>' || rule.symbol === 'notLike';
  return negative
    ? actual.every((item) => holdsFor(rule.symbol, item, rule.value))
    : actual.some((item) => holdsFor(rule.symbol, item, rule.value));
}

/** A branch's rules under its logic; a branch without rules holds only as the default. */
export function branchHolds(
  branch: BranchNode,
  values: Readonly<Record<string, unknown>>,
  initiator: InitiatorFacts,
): boolean {
  const { rules, logic } = branch.properties;
  if (rules.length === 0) return false;
  const holds = (rule: FlowConditionRule) => ruleHolds(rule, values, initiator);
  return logic === 'and' ? rules.every(holds) : rules.some(holds);
}

/** The branch a condition route takes: the first by priority whose rules hold, else the default. */
export function chooseBranch(
  branches: readonly BranchNode[],
  values: Readonly<Record<string, unknown>>,
  initiator: InitiatorFacts,
): BranchNode | undefined {
  const ordered = branches
    .map((branch, index) => ({ branch, index }))
    .filter(({ branch }) => !branch.properties.isDefault)
    .sort(
      (a, b) => a.branch.properties.priority - b.branch.properties.priority || a.index - b.index,
    );
  const taken = ordered.find(({ branch }) => branchHolds(branch, values, initiator));
  return taken?.branch ?? branches.find((branch) => branch.properties.isDefault);
}

/**
 * Whether any condition of the template asks about the initiator's organisation or roles: only
 * then are they worth reading from the database for a walk.
 */
export function asksOfInitiator(template: FlowTemplate): boolean {
  let asks = false;
  forEachNode(template, (node) => {
    if (node.type !== 'branch') return true;
    asks = node.properties.rules.some((rule) => rule.subject !== 'field');
    return !asks;
  });
  return asks;
}
