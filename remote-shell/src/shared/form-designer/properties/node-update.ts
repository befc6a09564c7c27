import type { FormField } from '@mepm/contract';

/**
 * Immutable edits of a design node. A key patched to `undefined` is removed rather than stored
 * as undefined, so that an optional setting the user clears leaves the closed schema's object as
 * the schema wants it.
 */

type Patch = Readonly<Record<string, unknown>>;

/** `base` with `patch` applied; keys patched to `undefined` are left out. */
export function patched<T extends object>(base: T, patch: Patch): T {
  const merged = Object.entries({ ...base, ...patch }).filter(([, value]) => value !== undefined);
  // The callers patch only properties the object's schema has (property-sets.ts, schema-facts.ts).
  return Object.fromEntries(merged) as T;
}

/** The node with its control properties (beside `__config__`) changed. */
export const withProps = (field: FormField, patch: Patch): FormField => patched(field, patch);

/** The node with `__config__` changed. */
export const withConfig = (field: FormField, patch: Patch): FormField =>
  // The union's member is kept: `__config__` stays the one of the node's own type.
  ({ ...field, __config__: patched(field.__config__, patch) }) as FormField;

export const withPlace = (field: FormField, place: 'props' | 'config', patch: Patch) =>
  place === 'props' ? withProps(field, patch) : withConfig(field, patch);

/** A property of the node by name, whichever type it is. */
export function readProperty(field: FormField, name: string, place: 'props' | 'config'): unknown {
  const holder: object = place === 'props' ? field : field.__config__;
  return (holder as Record<string, unknown>)[name];
}
