/**
 * What an edit changed, as a name of the settings it touched (`__config__.label`, `maxlength`):
 * edits of the same settings of the same node in a row are one undo step (a label typed letter
 * by letter), while an edit of another setting starts a new one.
 */
export function editStep(target: string, before: object, after: object): string {
  return `${target}|${changedSettings(before, after).join(',')}`;
}

function changedSettings(before: object, after: object, prefix = ''): string[] {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const names = new Set([...Object.keys(was), ...Object.keys(is)]);
  const changed: string[] = [];
  for (const name of [...names].sort()) {
    const [from, to] = [was[name], is[name]];
    if (from === to) continue;
    // The config holds most settings: its own keys name the step, not the config as a whole.
    if (name === '__config__' && isObject(from) && isObject(to)) {
      changed.push(...changedSettings(from, to, `${name}.`));
    } else if (JSON.stringify(from) !== JSON.stringify(to)) {
      changed.push(`${prefix}${name}`);
    }
  }
  return changed;
}

const isObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
