import type { FormDesign, FormValues } from '@mepm/contract';

/** What linkage makes of one node: shown, required, read-only, a value to set, options to keep. */
export interface NodeState {
  visible: boolean;
  required: boolean;
  readonly: boolean;
  /** Set when an `assign` rule holds: the field takes this value. */
  assigned?: unknown;
  /** Keep only the options whose attribute `optionKey` equals `value`. */
  optionFilter?: { optionKey: string; value: unknown };
}

/** The state of every node, by `__vModel__` (valued fields) or `#formId` (layouts, displays). */
export type LinkageStates = Readonly<Record<string, NodeState>>;

export type LinkageEvaluator = (design: FormDesign, values: FormValues) => LinkageStates;

export const SHOWN: NodeState = Object.freeze({ visible: true, required: false, readonly: false });
