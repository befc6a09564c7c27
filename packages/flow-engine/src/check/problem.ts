import type { FormDataField } from '@mepm/contract';
import type { MessageParams } from '@mepm/form-engine';
import type { FlowCheckCode } from './messages';

/**
 * One problem of a template: the node it is on (null for the template as a whole), that node's
 * title when it has one, and what, as a message key with its params. The server turns it into a
 * 400 naming the node; the designer shows it on the node.
 */
export interface FlowProblem {
  nodeId: string | null;
  title?: string;
  code: FlowCheckCode;
  params: MessageParams;
}

/**
 * What the check knows of the flow's form: its valued fields (`vModel`, `wyzxKey` the field's
 * kind, `label`), as the form's FormDataFields lists them. Sub-table columns (`table.column`)
 * cannot be named by a template and are ignored.
 */
export interface FlowFormFacts {
  fields: readonly FormDataField[];
}

/** The problem-making helper for one node, naming it by id and title. */
export function problemsOf(nodeId: string | null, title: unknown) {
  const named = typeof title === 'string' && title !== '' ? { title: title.slice(0, 50) } : {};
  return (code: FlowCheckCode, params: MessageParams = {}): FlowProblem => ({
    nodeId,
    ...named,
    code,
    params,
  });
}
