import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadChildren, TreeNode, ViewItem } from './types';

export interface LazyTreeSource<N extends TreeNode> {
  /** An eager tree: every node is known, nothing is loaded. */
  nodes?: readonly N[];
  /** A lazy tree: the top level loads on mount, each node's children on first expansion. */
  loadChildren?: LoadChildren<N>;
}

export interface LazyTreeModel<N extends TreeNode> {
  items: ViewItem[];
  expandedItems: string[];
  setExpandedItems: (ids: string[]) => void;
  /** Every node seen so far, loaded or eager. */
  nodeById: ReadonlyMap<string, N>;
  /** Labels from the top level down to `id` (inclusive); only the known part of the path. */
  pathOf: (id: string) => string[];
  /**
   * Expands every node seen so far, loading the children of those not loaded yet: one more level
   * per use, since loading everything would mean fetching the world. Used before the top level
   * has arrived, it applies once it does.
   */
  expandAll: () => void;
  collapseAll: () => void;
  rootLoading: boolean;
  rootFailed: boolean;
}

const ROOT = '\u0000root';

/**
 * The state behind a lazily loaded tree. RichTreeView's own lazy loading is a Pro feature, so
 * a node whose children are unknown gets one placeholder child: it shows the expand arrow, then
 * "loading" while `loadChildren` runs, then "failed" if it rejects (expanding again retries).
 */
export function useLazyTree<N extends TreeNode>(source: LazyTreeSource<N>): LazyTreeModel<N> {
  const { t } = useTranslation();
  const { nodes } = source;
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly N[]>>(new Map());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [expandedItems, setExpanded] = useState<string[]>([]);
  const [expandAllPending, setExpandAllPending] = useState(false);
  const inFlight = useRef(new Set<string>());
  // Callers pass inline loaders; a new function each render must not reload the tree.
  const loaderRef = useRef(source.loadChildren);
  useEffect(() => {
    loaderRef.current = source.loadChildren;
  });

  const load = useCallback((key: string) => {
    const loader = loaderRef.current;
    if (!loader || inFlight.current.has(key)) return;
    inFlight.current.add(key);
    setFailed((previous) => without(previous, key));
    loader(key === ROOT ? null : key).then(
      (children) => {
        inFlight.current.delete(key);
        setLoaded((previous) => new Map(previous).set(key, children));
      },
      () => {
        inFlight.current.delete(key);
        setFailed((previous) => new Set(previous).add(key));
      },
    );
  }, []);

  const lazy = nodes === undefined;
  useEffect(() => {
    if (lazy) load(ROOT);
  }, [lazy, load]);

  const childrenOf = useCallback(
    (node: N | null): readonly N[] | undefined => {
      if (!lazy) return node ? (node.children as readonly N[] | undefined) : nodes;
      return loaded.get(node ? node.id : ROOT) ?? (node?.children as readonly N[] | undefined);
    },
    [lazy, loaded, nodes],
  );

  const { items, nodeById, parentById } = useMemo(() => {
    const byId = new Map<string, N>();
    const parents = new Map<string, string | null>();
    const build = (list: readonly N[], parent: string | null): ViewItem[] =>
      list.map((node) => {
        byId.set(node.id, node);
        parents.set(node.id, parent);
        const item: ViewItem = { id: node.id, label: node.fullName };
        const children = childrenOf(node);
        if (children) item.children = build(children, node.id);
        else if (lazy && !node.isLeaf) {
          const state = failed.has(node.id) ? 'failed' : 'loading';
          item.children = [
            {
              id: `${node.id}${ROOT}${state}`,
              label: t(state === 'failed' ? 'widgets.tree.loadFailed' : 'widgets.tree.loading'),
              placeholder: state,
            },
          ];
        }
        return item;
      });
    return { items: build(childrenOf(null) ?? [], null), nodeById: byId, parentById: parents };
  }, [childrenOf, failed, lazy, t]);

  const setExpandedItems = useCallback(
    (ids: string[]) => {
      setExpanded(ids);
      for (const id of ids) {
        const node = nodeById.get(id);
        if (lazy && node && !node.isLeaf && !childrenOf(node)) load(id);
      }
    },
    [childrenOf, lazy, load, nodeById],
  );

  const pathOf = useCallback(
    (id: string) => {
      const labels: string[] = [];
      for (let at: string | null | undefined = id; at; at = parentById.get(at)) {
        const node = nodeById.get(at);
        if (!node) break;
        labels.unshift(node.fullName);
      }
      return labels;
    },
    [nodeById, parentById],
  );

  const rootLoading = lazy && !loaded.has(ROOT) && !failed.has(ROOT);
  const expandAll = useCallback(() => {
    if (rootLoading) {
      setExpandAllPending(true);
      return;
    }
    const opens = (node: N) => Boolean(childrenOf(node)?.length) || (lazy && !node.isLeaf);
    setExpandedItems([...nodeById.values()].filter(opens).map((node) => node.id));
  }, [childrenOf, lazy, nodeById, rootLoading, setExpandedItems]);
  useEffect(() => {
    if (!expandAllPending || rootLoading) return;
    setExpandAllPending(false);
    expandAll();
  }, [expandAllPending, rootLoading, expandAll]);
  const collapseAll = useCallback(() => setExpanded([]), []);

  return {
    items,
    expandedItems,
    setExpandedItems,
    nodeById,
    pathOf,
    expandAll,
    collapseAll,
    rootLoading,
    rootFailed: failed.has(ROOT),
  };
}

function without<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  if (!set.has(value)) return set;
  const copy = new Set(set);
  copy.delete(value);
  return copy;
}
