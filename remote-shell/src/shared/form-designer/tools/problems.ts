import type { FormDesign, FormField } from '@mepm/contract';
import { DESIGN_MESSAGES, formatText, type Language } from '@mepm/form-engine';
import { childrenOf, nodeIdOf, type NodeId } from '../model';
import { checkedDesign } from './design-check';

/** One problem of a design as the designer lists it. */
export interface DesignProblem {
  /** The node to select for it; null when it is about the form as a whole. */
  nodeId: NodeId | null;
  /** The field's label; empty when the problem names no field. */
  label: string;
  /** What is wrong, in the language asked for. */
  text: string;
  /** Where in the design's JSON, as the engine names it. */
  path: string;
}

/** The node part of an engine path: `fields[2].__config__.children[0]`, then anything deeper. */
const NODE_PATH = /^fields\[(\d+)\]((?:\.__config__\.children\[\d+\])*)/;

/**
 * The node an engine error's path points into (an option's or a rule's path points into the field
 * holding it), or null when the path names no node of these fields.
 */
export function nodeIdAtPath(fields: readonly FormField[], path: string): NodeId | null {
  const match = NODE_PATH.exec(path);
  if (!match) return null;
  const inner = [...(match[2] ?? '').matchAll(/\[(\d+)\]/g)].map((step) => step[1]);
  let list = fields;
  let node: FormField | undefined;
  for (const step of [match[1], ...inner]) {
    node = list[Number(step)];
    if (!node) return null;
    list = childrenOf(node);
  }
  return node ? nodeIdOf(node) : null;
}

/** Every problem the form engine finds in a design (the check runs once per design object). */
export function problemsOf(design: FormDesign, language: Language): DesignProblem[] {
  const checked = checkedDesign(design);
  if (checked.ok) return [];
  return checked.errors.map((error) => ({
    nodeId: nodeIdAtPath(design.fields, error.path),
    label: error.label ?? '',
    text: formatText(DESIGN_MESSAGES[error.key][language], error.params),
    path: error.path,
  }));
}
