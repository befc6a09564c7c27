import type { MenuEntry } from '@mepm/contract';
import { MenuType } from '@mepm/contract/codes';
import type { TreeNode } from '../../../../shared/tree';

/**
 * The directories of the signed-in menu as a tree, named in the shown language: where a design
 * may be published. The signed-in menu is what the caller sees, so no menu management grant is
 * needed to choose; the server checks the directory again.
 */
export function menuDirectories(
  entries: readonly MenuEntry[],
  nameOf: (entry: MenuEntry) => string,
): TreeNode[] {
  return entries
    .filter((entry) => entry.type === MenuType.directory)
    .map((entry) => {
      const children = menuDirectories(entry.children ?? [], nameOf);
      return { id: entry.id, fullName: nameOf(entry), isLeaf: children.length === 0, children };
    });
}
