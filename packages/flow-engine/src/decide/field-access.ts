import type { FlowFieldAccess, FlowFieldRule } from '@mepm/contract';

/** What an actor at a node may do with each field. */
export interface FieldAccess {
  /** A field's access there; fields without a rule take the node's default. */
  of(field: string): FlowFieldAccess;
  /** Fields the actor may change. */
  writable(fields: readonly string[]): Set<string>;
  /** Written fields the actor must fill before acting. */
  required: readonly string[];
  /** The values without the hidden fields. */
  visible(values: Readonly<Record<string, unknown>>): Record<string, unknown>;
}

/**
 * A node's field access from its `fieldRules`. A field not listed is `read` at an approver node
 * and `write` at the start node (`unlisted`), where the initiator fills the form.
 */
export function fieldAccess(
  rules: readonly FlowFieldRule[],
  unlisted: FlowFieldAccess,
): FieldAccess {
  const byField = new Map(rules.map((rule) => [rule.field, rule]));
  const of = (field: string) => byField.get(field)?.access ?? unlisted;
  return {
    of,
    writable: (fields) => new Set(fields.filter((field) => of(field) === 'write')),
    required: rules
      .filter((rule) => rule.access === 'write' && rule.required)
      .map((rule) => rule.field),
    visible: (values) =>
      Object.fromEntries(Object.entries(values).filter(([field]) => of(field) !== 'hidden')),
  };
}

/** The required fields among `required` that `values` leaves empty. */
export function missingRequired(
  required: readonly string[],
  values: Readonly<Record<string, unknown>>,
): string[] {
  return required.filter((field) => {
    const value = values[field];
    return (
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0)
    );
  });
}
