import { useCallback, useSyncExternalStore } from 'react';
import { useRendererContext } from '../renderer-context';
import type { NodeState } from './linkage-state';

/** The linkage state of one node; the caller re-renders only when that node's state changes. */
export function useNodeState(key: string): NodeState {
  const { linkage } = useRendererContext();
  const subscribe = useCallback(
    (listener: () => void) => linkage.subscribe(key, listener),
    [linkage, key],
  );
  const read = useCallback(() => linkage.get(key), [linkage, key]);
  return useSyncExternalStore(subscribe, read, read);
}
