import { SUB_TABLE_COLUMN_KEYS, SUB_TABLE_KEY, type FieldKey } from '@mepm/contract';

/**
 * Where a node may sit: tabs hold only tab items and collapses only collapse items (and those
 * nowhere else), a sub-table only its column types. The design check refuses a misplaced node;
 * the designer asks the same question before it lets one drop.
 */

/** The form itself, or the type of the node holding the children. */
export type Placement = 'form' | FieldKey;

const ONLY_CHILD: Partial<Record<FieldKey, FieldKey>> = {
  tab: 'tabItem',
  collapse: 'collapseItem',
};
const ONLY_PARENT: Partial<Record<FieldKey, FieldKey>> = {
  tabItem: 'tab',
  collapseItem: 'collapse',
};

export function placementAllowed(key: FieldKey, parent: Placement): boolean {
  if (parent === SUB_TABLE_KEY) return (SUB_TABLE_COLUMN_KEYS as readonly string[]).includes(key);
  const only = parent === 'form' ? undefined : ONLY_CHILD[parent];
  if (only !== undefined) return key === only;
  return ONLY_PARENT[key] === undefined;
}
