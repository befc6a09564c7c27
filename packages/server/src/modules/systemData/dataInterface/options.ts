import type { DataInterfaceOptionMap, DataInterfaceOptionNode } from '@mepm/contract';
import { badRequest } from '../../../plugins/envelope/api-error';

const MAX_DEPTH = 20;

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string | number | boolean);

/**
 * Rows as options of selects and tree selects: `{id, fullName, children}` read from the fields
 * the mapping names; a tree from a children field, or from a parent field over flat rows (a row
 * whose parent is not among them is a root).
 */
export function toOptions(
  rows: readonly Record<string, unknown>[],
  mapping: DataInterfaceOptionMap,
): DataInterfaceOptionNode[] {
  const { idField, nameField, childrenField, parentField } = mapping;
  if (idField === '' || nameField === '') throw badRequest('dataInterfaceNoOptionMapping');
  const node = (row: Record<string, unknown>, depth: number): DataInterfaceOptionNode => {
    const nested = childrenField === undefined ? undefined : row[childrenField];
    return {
      id: text(row[idField]),
      fullName: text(row[nameField]),
      children:
        Array.isArray(nested) && depth < MAX_DEPTH
          ? nested
              .filter(
                (child): child is Record<string, unknown> =>
                  typeof child === 'object' && child !== null,
              )
              .map((child) => node(child, depth + 1))
          : [],
    };
  };
  const nodes = rows.map((row) => node(row, 0));
  if (parentField === undefined) return nodes;
  const byId = new Map(nodes.map((option) => [option.id, option]));
  const roots: DataInterfaceOptionNode[] = [];
  rows.forEach((row, index) => {
    const option = nodes[index];
    if (option === undefined) return;
    const parent = byId.get(text(row[parentField]));
    // A row naming itself (or a cycle) is not hung under itself: it stays a root.
    if (parent === undefined || parent === option || isBelow(parent, option)) roots.push(option);
    else parent.children.push(option);
  });
  return roots;
}

function isBelow(candidate: DataInterfaceOptionNode, ancestor: DataInterfaceOptionNode): boolean {
  const stack = [...ancestor.children];
  while (stack.length > 0) {
    const next = stack.pop();
    if (next === candidate) return true;
    if (next !== undefined) stack.push(...next.children);
  }
  return false;
}
