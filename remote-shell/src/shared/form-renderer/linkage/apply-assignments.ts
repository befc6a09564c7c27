import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isDeepStrictEqual } from './deep-equal';
import type { LinkageStore } from './linkage-store';

/**
 * Sets the values `assign` rules decided. A set value changes the form, which evaluates linkage
 * again; an unchanged value is not set, so the chain ends once the values settle (the design
 * check refuses cycles, and the depth guard ends a chain that would not settle).
 */
let depth = 0;
const MAX_DEPTH = 20;

export function applyAssignments(linkage: LinkageStore, form: UseFormReturn<FieldValues>): void {
  if (depth >= MAX_DEPTH) return;
  depth += 1;
  try {
    for (const [key, state] of linkage.entries()) {
      if (state.assigned === undefined) continue;
      if (isDeepStrictEqual(form.getValues(key), state.assigned)) continue;
      form.setValue(key, state.assigned, { shouldDirty: true, shouldValidate: true });
    }
  } finally {
    depth -= 1;
  }
}
