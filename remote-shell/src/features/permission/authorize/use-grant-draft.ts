import { useCallback, useMemo, useState } from 'react';
import type { AuthorizeData } from '@mepm/contract';
import { useMenuName } from '../../../kernel/i18n/use-shown-language';
import { grantedLists, toGrantMenus } from './grant-data';
import {
  checkKeys,
  fromGrantLists,
  indexGrantTree,
  keepLocked,
  reconcileSelection,
  sameSelection,
  uncheckKeys,
} from './grant-tree';
import type { GrantIndex, GrantMenu } from './grant-tree';

export interface GrantDraft {
  menus: readonly GrantMenu[];
  index: GrantIndex;
  selected: readonly string[];
  /** Keys the caller may not change: rights it does not hold itself. */
  locked: ReadonlySet<string>;
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
export function useGrantDraft(data: AuthorizeData | undefined): GrantDraft {
  const menuName = useMenuName();
  const menus = useMemo(() => (data ? toGrantMenus(data.list, menuName) : []), [data, menuName]);
  const index = useMemo(() => indexGrantTree(menus), [menus]);
  const baseline = useMemo(
    () => (data ? fromGrantLists(index, grantedLists(data)) : []),
    [data, index],
  );
  const locked = useMemo(
    () => new Set(data ? fromGrantLists(index, grantedLists(data.locked)) : []),
    [data, index],
  );
  const [edited, setEdited] = useState<readonly string[] | null>(null);
  const selected = edited ?? baseline;

  /** Every edit goes through here, so no rule of the tree can move a locked key. */
  const edit = useCallback(
    (next: (previous: readonly string[]) => readonly string[]) =>
      setEdited((previous) => keepLocked(index, next(previous ?? baseline), baseline, locked)),
    [index, baseline, locked],
  );
  const change = useCallback(
    (proposed: readonly string[]) =>
      edit((previous) => reconcileSelection(index, previous, proposed)),
    [edit, index],
  );
  const check = useCallback(
    (keys: readonly string[]) => edit((previous) => checkKeys(index, previous, keys)),
    [edit, index],
  );
  const uncheck = useCallback(
    (keys: readonly string[]) => edit((previous) => uncheckKeys(index, previous, keys)),
    [edit, index],
  );
  const reset = useCallback(() => setEdited(null), []);

  return {
    menus,
    index,
    selected,
    locked,
    dirty: edited !== null && !sameSelection(edited, baseline),
    change,
    check,
    uncheck,
    reset,
  };
}
