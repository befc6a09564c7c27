import type { FormDesign } from '@mepm/contract';
import { fieldEntries } from '../model/field-entries';
import { checkReferences } from './check-references';
import { checkSettings } from './check-settings';
import { designValidator } from './compiled-schemas';
import type { DesignError } from './design-error';
import { linearPatterns } from './linear-patterns';
import type { PatternEngine } from './pattern-engine';
import { wrongProperties } from './schema-errors';
import { walkNodes } from './walk-nodes';

/** The largest design stored, as JSON text. */
export const MAX_DESIGN_CHARS = 1_000_000;

export type DesignCheck = { ok: true; design: FormDesign } | { ok: false; errors: DesignError[] };

const refuse = (error: DesignError): DesignCheck => ({ ok: false, errors: [error] });

function jsonLength(input: unknown): number | undefined {
  try {
    return JSON.stringify(input)?.length;
  } catch {
    // Cycles and BigInts are not JSON: no design.
    return undefined;
  }
}

/**
 * Checks a design before it is stored or rendered: its size, every node against its type's
 * schema and place, then names, sources, rules and references. Never throws; every problem comes
 * back as an error naming the field and its path.
 */
export function checkFormDesign(
  input: unknown,
  { patterns = linearPatterns }: { patterns?: PatternEngine } = {},
): DesignCheck {
  const length = jsonLength(input);
  if (length === undefined) return refuse({ path: '', key: 'notADesign', params: {} });
  if (length > MAX_DESIGN_CHARS) {
    return refuse({ path: '', key: 'tooLarge', params: { limit: MAX_DESIGN_CHARS } });
  }
  const outer = wrongProperties(designValidator(), input).filter(
    (path) => !path.startsWith('fields['),
  );
  if (outer.length > 0) {
    return {
      ok: false,
      errors: outer.map((property) => ({
        path: property,
        key: 'badProperty',
        params: { property },
      })),
    };
  }
  const structure = walkNodes((input as { fields: unknown[] }).fields);
  if (structure.length > 0) return { ok: false, errors: structure };
  const design = input as FormDesign;
  const entries = fieldEntries(design);
  const errors = [...checkSettings(entries, patterns), ...checkReferences(entries)];
  return errors.length > 0 ? { ok: false, errors } : { ok: true, design };
}
