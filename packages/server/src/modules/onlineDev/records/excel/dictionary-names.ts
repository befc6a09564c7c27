import type { FieldOption, FormField } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../../db/client';

interface ItemName {
  typeId: string;
  typeCode: string;
  code: string;
  fullName: string;
  names: Record<string, string> | null;
}

const dictionaryTypeOf = (field: FormField): string | undefined => {
  const config = field.__config__ as { dataType?: string; dictionaryType?: string };
  return config.dataType === 'dictionary' ? config.dictionaryType : undefined;
};

/**
 * Every name of the dictionary items the fields offer (the zh name and each translation), by
 * type reference and item code: a workbook names an item as the export wrote it, in whichever
 * language its author read. The options the engine checks name items by code only.
 */
export async function dictionaryItemNames(
  db: Queryable,
  fields: readonly FormField[],
): Promise<(field: FormField, option: FieldOption) => string[]> {
  const refs = [...new Set(fields.map(dictionaryTypeOf).filter((ref) => ref !== undefined))];
  const byRef = new Map<string, Map<string, string[]>>();
  if (refs.length > 0) {
    const names = sql.param(refs);
    const result = await db.execute<ItemName & Record<string, unknown>>(sql`
      select t.id as "typeId", t.en_code as "typeCode", d.en_code as code,
        d.full_name as "fullName", d.names
      from dictionary_types t join dictionary_data d on d.type_id = t.id
      where t.en_code = any(${names}::text[]) or t.id = any(${names}::text[])`);
    for (const row of result.rows) {
      const all = [row.fullName, ...Object.values(row.names ?? {})].filter(Boolean);
      for (const ref of [row.typeId, row.typeCode]) {
        const items = byRef.get(ref) ?? new Map<string, string[]>();
        items.set(row.code, all);
        byRef.set(ref, items);
      }
    }
  }
  return (field, option) => {
    const ref = dictionaryTypeOf(field);
    return ref === undefined ? [] : (byRef.get(ref)?.get(String(option.id)) ?? []);
  };
}
