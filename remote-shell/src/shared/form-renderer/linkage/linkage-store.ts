import { isDeepStrictEqual } from './deep-equal';
import { SHOWN, type LinkageStates, type NodeState } from './linkage-state';

type Listener = () => void;

/**
 * The latest linkage states, read by each field through `useNodeState`. Only the listeners of a
 * node whose state changed are told, so a keystroke re-renders the typed field and the fields
 * its value shows, hides or requires — not the whole form.
 */
export class LinkageStore {
  private states = new Map<string, NodeState>();
  private listeners = new Map<string, Set<Listener>>();

  constructor(initial: LinkageStates) {
    for (const [key, state] of Object.entries(initial)) this.states.set(key, state);
  }

  get(key: string): NodeState {
    return this.states.get(key) ?? SHOWN;
  }

  /** Keeps the previous object of an unchanged node, so its readers do not re-render. */
  update(next: LinkageStates): void {
    const changed: string[] = [];
    for (const [key, state] of Object.entries(next)) {
      const previous = this.states.get(key);
      if (previous && isDeepStrictEqual(previous, state)) continue;
      this.states.set(key, state);
      changed.push(key);
    }
    for (const key of changed) this.listeners.get(key)?.forEach((listener) => listener());
  }

  entries(): IterableIterator<[string, NodeState]> {
    return this.states.entries();
  }

  subscribe(key: string, listener: Listener): () => void {
    let set = this.listeners.get(key);
    if (!set) this.listeners.set(key, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }
}
