import type { TaskVersion } from './task-rows';

/** Versions kept in memory: the most recently used ones (a flow's tasks mostly run on its last). */
const KEPT = 200;
const kept = new Map<string, TaskVersion>();

/** Freezes the template and form everywhere inside: every action of this process shares them. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A released version's template and form design, read once per process: a version is never
 * changed after its release (a new release makes a new version, a flow with tasks is never
 * deleted) and its id (UUIDv7) names it in every database, so a kept one is never stale. Saves
 * every action one statement and the parsing of both documents.
 */
export async function keptVersion(
  versionId: string,
  load: () => Promise<TaskVersion>,
): Promise<TaskVersion> {
  const hit = kept.get(versionId);
  if (hit !== undefined) {
    // Used again: to the end of the map's order, last to be dropped.
    kept.delete(versionId);
    kept.set(versionId, hit);
    return hit;
  }
  const loaded = deepFreeze(await load());
  kept.set(versionId, loaded);
  if (kept.size > KEPT) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return loaded;
}
