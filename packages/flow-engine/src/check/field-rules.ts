import type { FlowConditionRule, FlowFieldRule, FlowNode } from '@mepm/contract';
import {
  DATE_FIELD_KEYS,
  NUMERIC_FIELD_KEYS,
  ORDERED_SYMBOLS,
  TEXT_FIELD_KEYS,
  TEXT_SYMBOLS,
  USER_FIELD_KEYS,
} from './field-kinds';
import type { IndexedNode } from './node-index';
import { problemsOf, type FlowFormFacts, type FlowProblem } from './problem';

type Problem = ReturnType<typeof problemsOf>;

/**
 * Every form field a node names exists in the form and fits its use: field rules name fields
 * (required only where writable), a `formField` assignee, sub-flow launcher or CC a user picker,
 * a condition a field its comparison applies to, a sub-flow's mapping a field of this form.
 */
export function fieldProblems(nodes: readonly IndexedNode[], form: FlowFormFacts): FlowProblem[] {
  const kinds = new Map(form.fields.map((field) => [field.vModel, field.wyzxKey]));
  const problems: FlowProblem[] = [];
  const named = (problem: Problem, field: string, allowed?: ReadonlySet<string>) => {
    const kind = kinds.get(field);
    if (kind === undefined) problems.push(problem('unknownField', { field }));
    else if (allowed !== undefined && !allowed.has(kind)) {
      problems.push(problem('notUserField', { field }));
    }
    return kind;
  };
  for (const { node } of nodes) {
    const problem = problemsOf(node.nodeId, node.properties.title);
    for (const rule of fieldRulesOf(node)) {
      named(problem, rule.field);
      if (rule.required && rule.access !== 'write') {
        problems.push(problem('requiredNotWritable', { field: rule.field }));
      }
    }
    if (node.type === 'approver' && node.properties.assignee.kind === 'formField') {
      named(problem, node.properties.assignee.field, USER_FIELD_KEYS);
    }
    if (node.type === 'subFlow') {
      if (node.properties.launcher.kind === 'formField') {
        named(problem, node.properties.launcher.field, USER_FIELD_KEYS);
      }
      // The child's fields are checked against the child flow's form by the server's release.
      for (const mapping of node.properties.fieldMapping) named(problem, mapping.parentField);
    }
    if (node.type === 'copy' && node.properties.formField !== null) {
      named(problem, node.properties.formField, USER_FIELD_KEYS);
    }
    if (node.type === 'branch') {
      for (const rule of node.properties.rules) {
        problems.push(...conditionProblems(rule, problem, kinds));
      }
    }
  }
  return problems;
}

function fieldRulesOf(node: FlowNode): readonly FlowFieldRule[] {
  return node.type === 'start' || node.type === 'approver' ? node.properties.fieldRules : [];
}

function conditionProblems(
  rule: FlowConditionRule,
  problem: Problem,
  kinds: ReadonlyMap<string, string>,
): FlowProblem[] {
  if (rule.subject !== 'field') {
    return rule.value.trim() === '' ? [problem('emptyValue')] : [];
  }
  const { field, symbol, value } = rule;
  const kind = kinds.get(field);
  if (kind === undefined) return [problem('unknownField', { field })];
  const numeric = NUMERIC_FIELD_KEYS.has(kind);
  if (ORDERED_SYMBOLS.has(symbol) && !numeric && !DATE_FIELD_KEYS.has(kind)) {
    return [problem('notOrderedField', { field, symbol })];
  }
  if (TEXT_SYMBOLS.has(symbol) && !TEXT_FIELD_KEYS.has(kind)) {
    return [problem('notTextField', { field })];
  }
  if (numeric && ORDERED_SYMBOLS.has(symbol) && typeof value !== 'number') {
    return [problem('notNumericValue', { field })];
  }
  return [];
}
