import { createContext, useContext, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

/**
 * A row of a data picker: a popup select's interface option (`{id, fullName}` and its
 * attributes), or a relation form's record (`id` and its fields as people read them).
 */
export type PopupRow = Readonly<Record<string, unknown>>;

/**
 * The rows chosen in a form's popup selects and relation forms, by the field's `__vModel__` and
 * the stored value, so that an attribute field can show another attribute of the chosen row. One store
 * per form (PopupRowsProvider); it holds only rows that were listed to this user anyway.
 */
export interface PopupRowStore {
  remember(model: string, key: string, rows: readonly PopupRow[]): void;
  rowOf(model: string, value: string): PopupRow | undefined;
  /** A relation-form field's related design, for its attribute fields to read more of a row. */
  relate(model: string, designId: string): void;
  designOf(model: string): string | undefined;
  subscribe(listener: () => void): () => void;
  /** Changes on every change of the store, for useSyncExternalStore. */
  version(): number;
}

export function createPopupRowStore(): PopupRowStore {
  const rows = new Map<string, Map<string, PopupRow>>();
  const designs = new Map<string, string>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    remember(model, key, chosen) {
      const byValue = rows.get(model) ?? new Map<string, PopupRow>();
      for (const row of chosen) byValue.set(cellText(row[key]), row);
      rows.set(model, byValue);
      changed();
    },
    rowOf: (model, value) => rows.get(model)?.get(value),
    relate(model, designId) {
      if (designs.get(model) === designId) return;
      designs.set(model, designId);
      changed();
    },
    designOf: (model) => designs.get(model),
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
