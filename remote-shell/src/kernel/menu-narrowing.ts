import type { MenuEntry } from '@mepm/contract';

/**
 * The enCodes of the three sub-area entries that `moduleName` (or project_show_module)
 * selects. The server's seed must use these codes for the entries to be found.
 */
export const MODULE_ENTRY_CODES = {
  hse: 'hse',
  material: 'material',
  card: 'card',
} as const;

const CARD_CHILD_LIMIT = 3;

function findEntry(menu: readonly MenuEntry[], enCode: string): MenuEntry | null {
  for (const entry of menu) {
    if (entry.enCode === enCode) return entry;
    const inChildren = findEntry(entry.children, enCode);
    if (inChildren) return inChildren;
  }
  return null;
}

function withoutCodes(menu: readonly MenuEntry[], codes: ReadonlySet<string>): MenuEntry[] {
  return menu
    .filter((entry) => !codes.has(entry.enCode))
    .map((entry) => ({ ...entry, children: withoutCodes(entry.children, codes) }));
}

/**
 * Narrows the menu tree for a host that embeds one module: hse, material and card keep only that
 * entry (card with at most three children); exclude-hse-material-card removes the three; an
 * empty or unknown name keeps everything. Entries are found at any depth of the tree.
 */
export function narrowMenu(menu: readonly MenuEntry[], moduleName?: string | null): MenuEntry[] {
  switch (moduleName) {
    case 'hse':
    case 'material': {
      const entry = findEntry(menu, MODULE_ENTRY_CODES[moduleName]);
      return entry ? [entry] : [];
    }
    case 'card': {
      const entry = findEntry(menu, MODULE_ENTRY_CODES.card);
      return entry ? [{ ...entry, children: entry.children.slice(0, CARD_CHILD_LIMIT) }] : [];
    }
    case 'exclude-hse-material-card':
      return withoutCodes(menu, new Set(Object.values(MODULE_ENTRY_CODES)));
    default:
      return [...menu];
  }
}
