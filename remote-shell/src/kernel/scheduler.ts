/** Timers owned by one mount, so that unmounting can cancel every one still pending. */
export interface Scheduler {
  after(ms: number, run: () => void): () => void;
  dispose(): void;
}

export function createScheduler(): Scheduler {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    after(ms, run) {
      const id = setTimeout(() => {
        pending.delete(id);
        run();
      }, ms);
      pending.add(id);
      return () => {
        clearTimeout(id);
        pending.delete(id);
      };
    },
    dispose() {
      for (const id of pending) clearTimeout(id);
      pending.clear();
    },
  };
}
