export interface ModuleProperties {
  moduleId?: string;
  isTree: boolean;
}

const TRUE_FLAGS: ReadonlySet<unknown> = new Set([true, 1, '1', 'true']);

/**
 * Reads `moduleId` and `isTree` from an entry's propertyJson text. The servers of this family
 * write isTree as 0/1, sometimes as a boolean or a string; anything unreadable (bad JSON, not an
 * object, a missing or empty id) yields no moduleId and isTree false rather than an error.
 */
export function parseModuleProperties(propertyJson: unknown): ModuleProperties {
  if (typeof propertyJson !== 'string' || propertyJson.trim() === '') return { isTree: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(propertyJson);
  } catch {
    return { isTree: false };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { isTree: false };
  }
  const { moduleId, isTree } = parsed as Record<string, unknown>;
  const id = typeof moduleId === 'string' || typeof moduleId === 'number' ? String(moduleId) : '';
  return { ...(id ? { moduleId: id } : {}), isTree: TRUE_FLAGS.has(isTree) };
}
