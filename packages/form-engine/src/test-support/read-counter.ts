/**
 * Counts how often code under test reads the elements of lists and the ids of options: the cost
 * tests assert work that grows with the input (each list walked once), which a timer on a busy
 * machine cannot tell apart from a slow core.
 */
export interface ReadCounter {
  /** Reads counted so far. */
  readonly reads: number;
  /** `list` with every element read (`list[i]`, iteration, spread) counted. */
  list<T>(list: T[]): T[];
  /** Options whose `id` reads are counted, children included, as a copy of `options`. */
  options<T extends { id: unknown; children?: T[] }>(options: readonly T[]): T[];
}

export function readCounter(): ReadCounter {
  let reads = 0;
  const isIndex = (key: string | symbol) => typeof key === 'string' && /^\d+$/.test(key);
  const counter: ReadCounter = {
    get reads() {
      return reads;
    },
    list: (list) =>
      new Proxy(list, {
        get(target, key, receiver) {
          if (isIndex(key)) reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      }),
    options: (options) =>
      options.map((option) => {
        const children = option.children ? counter.options(option.children) : undefined;
        return new Proxy(children ? { ...option, children } : option, {
          get(target, key, receiver) {
            if (key === 'id') reads += 1;
            return Reflect.get(target, key, receiver) as unknown;
          },
        });
      }),
  };
  return counter;
}
