import { localPresence } from './presence-registry';
import { realtimeOver, type Realtime, type RealtimeEvent } from './realtime';

/** One server process: events reach this process's listeners, on the next turn of the loop. */
export function localRealtime(): Realtime {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  const publish = (event: RealtimeEvent) =>
    queueMicrotask(() => {
      for (const listener of listeners) listener(event);
    });
  return realtimeOver(publish, listeners, async () => listeners.clear(), localPresence());
}
