import { OPTION_FIELD_KEYS } from '@mepm/contract';
import { errorFor, type DesignError } from './design-error';
import { fieldValidator, isFieldKey, optionValidator } from './compiled-schemas';
import { placementAllowed, type Placement } from './placement';
import { isReservedName } from './reserved-name';
import { wrongProperties } from './schema-errors';

/**
 * The structural walk of a design: every node is an object of a known type that passes its
 * type's schema and sits where it may (tabs hold tab items, collapses collapse items, sub-tables
 * their column types); options are checked by path and their ids are unique in the field.
 */

export const MAX_DESIGN_NODES = 1000;
export const MAX_LAYOUT_DEPTH = 8;
const MAX_OPTION_DEPTH = 10;

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

export function walkNodes(fields: readonly unknown[]): DesignError[] {
  const errors: DesignError[] = [];
  let count = 0;
  const visit = (
    nodes: readonly unknown[],
    base: string,
    parent: Placement,
    depth: number,
  ): void => {
    nodes.forEach((node, index) => {
      const path = `${base}[${index}]`;
      const error = errorFor(node, path);
      count += 1;
      if (count === MAX_DESIGN_NODES + 1)
        errors.push(error('tooManyFields', { limit: MAX_DESIGN_NODES }));
      if (count > MAX_DESIGN_NODES) return;
      const key: unknown = record(record(node)?.__config__)?.wyzxKey;
      if (!isFieldKey(key)) {
        errors.push(
          error('unknownType', { type: typeof key === 'string' ? key.slice(0, 40) : typeof key }),
        );
        return;
      }
      if (!placementAllowed(key, parent)) errors.push(error('misplaced', { type: key, parent }));
      for (const property of wrongProperties(fieldValidator(key), node)) {
        errors.push(error('badProperty', { property }));
      }
      if ((OPTION_FIELD_KEYS as readonly string[]).includes(key))
        errors.push(...checkOptions(node, path));
      const children = record(record(node)?.__config__)?.children;
      if (!Array.isArray(children)) return;
      if (depth >= MAX_LAYOUT_DEPTH) errors.push(error('tooDeep', { limit: MAX_LAYOUT_DEPTH }));
      else visit(children, `${path}.__config__.children`, key, depth + 1);
    });
  };
  visit(fields, 'fields', 'form', 0);
  return errors;
}

/** Every option of a field, children included, against the option schema; ids unique; no attribute named like what every object has. */
function checkOptions(node: unknown, path: string): DesignError[] {
  const options = record(record(node)?.__slot__)?.options;
  if (!Array.isArray(options)) return [];
  const error = errorFor(node, path);
  const errors: DesignError[] = [];
  const seen = new Set<string>();
  const visit = (list: readonly unknown[], base: string, depth: number): void => {
    list.forEach((option, index) => {
      const at = `${base}[${index}]`;
      const wrong = wrongProperties(optionValidator(), option);
      if (wrong.length > 0) {
        errors.push(...wrong.map((property) => error('badProperty', { property }, at)));
        return;
      }
      for (const property of Object.keys(option as object).filter(isReservedName))
        errors.push(error('badProperty', { property }, at));
      const { id, children } = option as { id: string | number; children?: unknown[] };
      const text = String(id);
      if (seen.has(text)) errors.push(error('duplicateOption', { id }, at));
      seen.add(text);
      if (!Array.isArray(children)) return;
      if (depth >= MAX_OPTION_DEPTH) errors.push(error('tooDeep', { limit: MAX_OPTION_DEPTH }, at));
      else visit(children, `${at}.children`, depth + 1);
    });
  };
  visit(options, `${path}.__slot__.options`, 0);
  return errors;
}
