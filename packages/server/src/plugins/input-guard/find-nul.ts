interface Visit {
  value: unknown;
  name: string | undefined;
  parent: Visit | undefined;
}

/**
 * Where the first U+0000 sits in a parsed request part (params, query, JSON or form body): the
 * names leading to the string or key that holds it, or undefined when there is none. PostgreSQL
 * text cannot hold the character, so a value carrying it could never be stored or matched.
 */
export function findNul(value: unknown): string[] | undefined {
  // A queue rather than recursion: a deeply nested JSON body must not overflow the call stack.
  const queue: Visit[] = [{ value, name: undefined, parent: undefined }];
  // The array iterator reads the length on every step, so it also walks what is pushed meanwhile.
  for (const visit of queue) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (current.includes('\0')) return pathOf(visit);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, element] of Object.entries(current)) {
        // A key holding the character is reported as its container: the key cannot be shown.
        if (key.includes('\0')) return pathOf(visit);
        queue.push({ value: element, name: key, parent: visit });
      }
    }
  }
  return undefined;
}

function pathOf(visit: Visit): string[] {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.name !== undefined; at = at.parent) {
    path.push(at.name);
  }
  return path.reverse();
}
