import type { FormDesign, FormValues } from '@mepm/contract';
import { evaluateLinkage, holds } from '@mepm/form-engine';
import { modelOf, nodeKeyOf, walkFields } from '../design-walk';
import type { LinkageStates, NodeState } from './linkage-state';

/**
 * The form engine's linkage states of the valued fields (the same evaluation the server runs),
 * plus those of the layouts and display nodes, which the renderer needs to hide a card or a tab
 * with all it holds. A node inside a hidden layout is hidden.
 */
export function evaluateFormLinkage(design: FormDesign, values: FormValues): LinkageStates {
  const states: Record<string, NodeState> = { ...evaluateLinkage(design, values) };
  for (const { field, parents } of walkFields(design.fields)) {
    if (modelOf(field)) continue;
    const parent = parents.at(-1);
    const around = !parent || states[nodeKeyOf(parent)]?.visible !== false;
    const condition = field.__config__.linkage?.visible;
    states[nodeKeyOf(field)] = {
      visible: around && (!condition || holds(condition, values)),
      required: false,
      readonly: false,
    };
  }
  return states;
}
