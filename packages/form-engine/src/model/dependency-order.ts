/**
 * Orders names so that each comes after the names it depends on (depth-first topological sort).
 * Names caught in a cycle are reported (a design check refuses them) and still ordered, in the
 * order the walk met them, so that evaluation stays bounded; dependencies that are not among
 * `names` are ignored.
 */
export function dependencyOrder(
  names: readonly string[],
  dependsOn: (name: string) => readonly string[],
): { order: string[]; cyclic: string[] } {
  const known = new Set(names);
  const state = new Map<string, 'visiting' | 'done'>();
  const order: string[] = [];
  const cyclic = new Set<string>();
  // An explicit stack rather than recursion: a design of hundreds of chained fields must not
  // exhaust the call stack.
  for (const start of names) {
    if (state.has(start)) continue;
    const stack: { name: string; next: number; deps: readonly string[] }[] = [
      { name: start, next: 0, deps: dependsOn(start) },
    ];
    state.set(start, 'visiting');
    for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
      const dep = top.deps[top.next];
      top.next += 1;
      if (dep === undefined) {
        stack.pop();
        state.set(top.name, 'done');
        order.push(top.name);
      } else if (known.has(dep)) {
        const seen = state.get(dep);
        if (seen === 'visiting') {
          // Everything on the stack from `dep` up is in the cycle.
          const from = stack.findIndex((frame) => frame.name === dep);
          stack.slice(from).forEach((frame) => cyclic.add(frame.name));
        } else if (seen === undefined) {
          state.set(dep, 'visiting');
          stack.push({ name: dep, next: 0, deps: dependsOn(dep) });
        }
      }
    }
  }
  return { order, cyclic: [...cyclic] };
}
