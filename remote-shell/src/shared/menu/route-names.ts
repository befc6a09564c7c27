/** Route names are the enCode with dots as dashes (`system.user` → `system-user`). */
export function baseRouteName(enCode: string, id: string): string {
  const dashed = enCode.trim().replaceAll('.', '-');
  if (dashed) return dashed;
  return id.trim() ? `menu-${id.trim()}` : 'menu';
}

/**
 * Hands out names that are unique within one menu list. Two codes can meet after the dot
 * rewrite (`a.b` and `a-b`); the later one gets a numeric suffix so that the router never
 * holds two routes of one name.
 */
export function createNameAllocator(): (base: string) => string {
  const used = new Set<string>();
  return (base) => {
    let name = base;
    for (let suffix = 2; used.has(name); suffix += 1) name = `${base}-${suffix}`;
    used.add(name);
    return name;
  };
}
