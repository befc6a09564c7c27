import { useCallback, useMemo, useState } from 'react';
import type { AuthorityData } from '@mepm/contract';
import { grantedLists, toGrantMenus } from './grant-data';
import {
  checkKeys,
  fromGrantLists,
  indexGrantTree,
  reconcileSelection,
  sameSelection,
  uncheckKeys,
} from './grant-tree';
import type { GrantIndex, GrantMenu } from './grant-tree';

export interface GrantDraft {
  menus: readonly GrantMenu[];
  index: GrantIndex;
  selected: readonly string[];
  dirty: boolean;
  /** The tree view's raw new selection; made consistent here. */
  change: (proposed: readonly string[]) => void;
  check: (keys: readonly string[]) => void;
  uncheck: (keys: readonly string[]) => void;
  /** Back to what the server holds, e.g. after saving. */
  reset: () => void;
}

/**
 * One object's grants being edited. Until the first change the draft follows the server's data,
 * so a refetch after saving shows the stored state rather than a stale copy.
 */
export function useGrantDraft(data: AuthorityData | undefined): GrantDraft {
  const menus = useMemo(() => (data ? toGrantMenus(data.list) : []), [data]);
  const index = useMemo(() => indexGrantTree(menus), [menus]);
  const baseline = useMemo(
    () => (data ? fromGrantLists(index, grantedLists(data)) : []),
    [data, index],
  );
  const [edited, setEdited] = useState<readonly string[] | null>(null);
  const selected = edited ?? baseline;

  const change = useCallback(
    (proposed: readonly string[]) =>
      setEdited((previous) => reconcileSelection(index, previous ?? baseline, proposed)),
    [index, baseline],
  );
  const check = useCallback(
    (keys: readonly string[]) =>
      setEdited((previous) => checkKeys(index, previous ?? baseline, keys)),
    [index, baseline],
  );
  const uncheck = useCallback(
    (keys: readonly string[]) =>
      setEdited((previous) => uncheckKeys(index, previous ?? baseline, keys)),
    [index, baseline],
  );
  const reset = useCallback(() => setEdited(null), []);

  return {
    menus,
    index,
    selected,
    dirty: edited !== null && !sameSelection(edited, baseline),
    change,
    check,
    uncheck,
    reset,
  };
}
