/** Milliseconds a piece of synchronous work takes (the engine has no `performance` type). */
export function elapsed(work: () => unknown): number {
  const start = Date.now();
  work();
  return Date.now() - start;
}
