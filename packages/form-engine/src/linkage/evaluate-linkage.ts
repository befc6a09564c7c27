import {
  type FieldValueLiteral,
  type FormDesign,
  type FormField,
  type FormValues,
} from '@mepm/contract';
import { dependencyOrder } from '../model/dependency-order';
import { entriesOf, entryName, type FieldEntry } from '../model/field-entries';
import { holds } from './compare';
import { isStaticReadonly } from '../model/field-kinds';

/** What linkage makes of one valued field for the current values. */
export interface FieldState {
  /** False when a condition or a layout around it hides it: then it is neither validated nor stored. */
  visible: boolean;
  required: boolean;
  readonly: boolean;
  /** The value the first matching `assign` sets. */
  assigned?: FieldValueLiteral;
  /** Keep the options whose `optionKey` attribute equals `value`. */
  optionFilter?: { optionKey: string; value: unknown };
}

/** States by `__vModel__`, or `table.column` for sub-table columns. */
export type LinkageStates = Record<string, FieldState>;

/** What evaluation needs of a field, read from the design once. */
interface Node {
  entry: FieldEntry;
  name: string | undefined;
  /** The index of the innermost layout or sub-table holding the field, -1 for none. */
  holder: number;
  required: boolean;
  readonly: boolean;
}

interface Plan {
  nodes: Node[];
  /** The valued fields with assignments, each after the fields its conditions read. */
  assignOrder: FieldEntry[];
}

// A design is evaluated on every change: the walk and the ordering are done once per design.
const plans = new WeakMap<FormDesign, Plan>();

function planOf(design: FormDesign): Plan {
  const cached = plans.get(design);
  if (cached) return cached;
  const entries = entriesOf(design);
  const assigning = new Map<string, FieldEntry>();
  for (const entry of entries) {
    const name = entryName(entry);
    if (name !== undefined && entry.field.__config__.linkage?.assign) assigning.set(name, entry);
  }
  const { order } = dependencyOrder([...assigning.keys()], (name) =>
    (assigning.get(name)?.field.__config__.linkage?.assign ?? []).flatMap((assign) =>
      assign.when.items.map((item) => item.field),
    ),
  );
  const index = new Map<FormField, number>(entries.map((entry, at) => [entry.field, at]));
  const indexOf = (field: FormField | undefined) => (field ? (index.get(field) ?? -1) : -1);
  const plan = {
    nodes: entries.map((entry) => ({
      entry,
      name: entryName(entry),
      // Entries come in document order: a holder always precedes what it holds.
      holder: Math.max(indexOf(entry.layouts.at(-1)), indexOf(entry.table)),
      required: 'required' in entry.field.__config__ && entry.field.__config__.required === true,
      readonly: isStaticReadonly(entry.field),
    })),
    assignOrder: order.flatMap((name) => assigning.get(name) ?? []),
  };
  plans.set(design, plan);
  return plan;
}

/**
 * Applies the design's assignments to a copy of `values` (top-level fields, in dependency order)
 * and returns the values the conditions read, with the assigned value of each field.
 */
export function assignValues(
  design: FormDesign,
  values: FormValues,
): { values: FormValues; assigned: Map<string, FieldValueLiteral> } {
  const assigned = new Map<string, FieldValueLiteral>();
  const { assignOrder } = planOf(design);
  if (assignOrder.length === 0) return { values, assigned };
  const current: FormValues = { ...values };
  for (const entry of assignOrder) {
    const name = entryName(entry) ?? '';
    const match = entry.field.__config__.linkage?.assign?.find((assign) =>
      holds(assign.when, current),
    );
    if (!match) continue;
    assigned.set(name, match.value);
    if (!entry.table) current[name] = match.value;
  }
  return { values: current, assigned };
}

/**
 * The state of every valued field for `values`: visibility (a hidden layout or sub-table hides
 * what it holds), required and read-only (static settings or a holding condition), the assigned
 * value and the option filter. Pure; the walk is cached per design object.
 */
export function evaluateLinkage(design: FormDesign, values: FormValues): LinkageStates {
  const { nodes } = planOf(design);
  const { values: current, assigned } = assignValues(design, values);
  const visible: boolean[] = [];
  const states: LinkageStates = {};
  const formReadonly = design.formConf.disabled === true;
  for (const { entry, name, holder, required, readonly } of nodes) {
    const linkage = entry.field.__config__.linkage;
    // A holder's visibility already includes the layouts around it.
    const shown =
      (holder < 0 || visible[holder] === true) &&
      (!linkage?.visible || holds(linkage.visible, current));
    visible.push(shown);
    if (name === undefined) continue;
    const state: FieldState = {
      visible: shown,
      required: required || (linkage?.required !== undefined && holds(linkage.required, current)),
      readonly:
        formReadonly ||
        readonly ||
        (linkage?.readonly !== undefined && holds(linkage.readonly, current)),
    };
    if (assigned.has(name)) state.assigned = assigned.get(name) ?? null;
    if (linkage?.optionFilter) {
      state.optionFilter = {
        optionKey: linkage.optionFilter.optionKey,
        value: current[linkage.optionFilter.field],
      };
    }
    states[name] = state;
  }
  return states;
}
