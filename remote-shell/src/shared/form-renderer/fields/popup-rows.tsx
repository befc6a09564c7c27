import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/** A row of a popup select's data interface: its options, `{id, fullName}` and their attributes. */
export type PopupRow = Readonly<Record<string, unknown>>;

/**
 * The rows chosen in a form's popup selects, by the popup select's `__vModel__` and the stored
 * value, so that a popup attribute field can show another attribute of the chosen row. One store
 * per form (PopupRowsProvider); it holds only rows that were listed to this user anyway.
 */
export interface PopupRowStore {
  remember(model: string, key: string, rows: readonly PopupRow[]): void;
  rowOf(model: string, value: string): PopupRow | undefined;
  subscribe(listener: () => void): () => void;
  /** Changes on every `remember`, for useSyncExternalStore. */
  version(): number;
}

export function createPopupRowStore(): PopupRowStore {
  const rows = new Map<string, Map<string, PopupRow>>();
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    remember(model, key, chosen) {
      const byValue = rows.get(model) ?? new Map<string, PopupRow>();
      for (const row of chosen) byValue.set(cellText(row[key]), row);
      rows.set(model, byValue);
      version += 1;
      for (const listener of listeners) listener();
    },
    rowOf: (model, value) => rows.get(model)?.get(value),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

const PopupRowsContext = createContext<PopupRowStore | null>(null);

/** Wraps one form: its popup selects remember their rows here, its popup attributes read them. */
export function PopupRowsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createPopupRowStore);
  return <PopupRowsContext.Provider value={store}>{children}</PopupRowsContext.Provider>;
}

/** The form's store; null outside a PopupRowsProvider (nothing is remembered then). */
export function usePopupRowStore(): PopupRowStore | null {
  const store = useContext(PopupRowsContext);
  // Subscribed so that a reader re-renders when a row is remembered.
  useSyncExternalStore(
    store?.subscribe ?? noSubscription,
    store?.version ?? noVersion,
    store?.version ?? noVersion,
  );
  return store;
}

const noSubscription = () => () => undefined;
const noVersion = () => 0;

/** A row attribute as text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value as string | number | boolean);
}
