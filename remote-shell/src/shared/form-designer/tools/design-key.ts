import type { FormDesign } from '@mepm/contract';

const keys = new WeakMap<FormDesign, number>();
let lastKey = 0;

/**
 * A React key per design object: what reads a design once when it mounts (the renderer's start
 * values, the JSON editor's text) starts again when the design is replaced.
 */
export function designKey(design: FormDesign): number {
  const known = keys.get(design);
  if (known !== undefined) return known;
  lastKey += 1;
  keys.set(design, lastKey);
  return lastKey;
}
