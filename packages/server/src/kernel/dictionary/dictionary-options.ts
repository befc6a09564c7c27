import type { FieldOption } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { buildTree } from '../tree/build-tree';

interface ItemRow {
  typeId: string;
  typeCode: string;
  isTree: boolean;
  id: string;
  parentId: string | null;
  code: string;
}

/**
 * The enabled items of several dictionary types, as the shell's selects offer them: the item
 * code is the option's id, a tree type nests its items and a disabled item hides its subtree.
 * Types are named by id or code (as a design's `dictionaryType` may); each name maps to its
 * type's options, an unknown name to none. One query whatever the number of types. The options
 * serve membership checks: their names are the codes, not the translated item names.
 */
export async function enabledDictionaryOptions(
  db: Queryable,
  refs: readonly string[],
): Promise<Map<string, FieldOption[]>> {
  const byRef = new Map<string, FieldOption[]>(refs.map((ref) => [ref, []]));
  if (refs.length === 0) return byRef;
  // One array parameter, however many types: the statement's text does not grow with them.
  const names = sql.param([...new Set(refs)]);
  const result = await db.execute<ItemRow & Record<string, unknown>>(sql`
    select t.id as "typeId", t.en_code as "typeCode", t.is_tree as "isTree",
      d.id, d.parent_id as "parentId", d.en_code as code
    from dictionary_types t
    join dictionary_data d on d.type_id = t.id and d.enabled
    where t.en_code = any(${names}::text[]) or t.id = any(${names}::text[])
    order by d.sort_code, d.en_code`);
  const rowsByType = new Map<string, ItemRow[]>();
  for (const row of result.rows) {
    const rows = rowsByType.get(row.typeId) ?? [];
    rows.push(row);
    rowsByType.set(row.typeId, rows);
  }
  for (const rows of rowsByType.values()) {
    const first = rows[0];
    if (first === undefined) continue;
    const options = first.isTree
      ? asTree(rows)
      : rows.map((row) => ({ id: row.code, fullName: row.code }));
    if (byRef.has(first.typeId)) byRef.set(first.typeId, options);
    if (byRef.has(first.typeCode)) byRef.set(first.typeCode, options);
  }
  return byRef;
}

function asTree(rows: readonly ItemRow[]): FieldOption[] {
  return buildTree<ItemRow, FieldOption>(rows, {
    id: (row) => row.id,
    parentId: (row) => row.parentId,
    orphans: 'drop',
    node: (row, children) => ({
      id: row.code,
      fullName: row.code,
      ...(children.length > 0 ? { children } : {}),
    }),
  });
}
