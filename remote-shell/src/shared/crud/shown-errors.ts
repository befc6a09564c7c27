/**
 * The refusals still shown after a change: each field refused at the last save keeps the prompt
 * its new value earns (a corrected field loses it, a still-wrong one may get a truer one), and a
 * field not refused then stays quiet until the next save, so typing never raises new red text.
 */
export function stillRefused<Errors extends object>(
  shown: Partial<Errors>,
  found: Errors,
): Partial<Errors> {
  const kept: Partial<Errors> = {};
  // Object.keys types its answer as string[]; these are the keys of `shown`, an Errors part.
  for (const field of Object.keys(shown) as (keyof Errors)[]) {
    if (shown[field] !== undefined && found[field] !== undefined) kept[field] = found[field];
  }
  return kept;
}
