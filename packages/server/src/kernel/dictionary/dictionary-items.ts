import type { Language } from '@mepm/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * Items of a dictionary type, for modules whose records store an item's code (a design's
 * category). The dictionary module owns these tables; they are read here by name, so that such
 * modules need not import it. Codes are what the shell's `useDictionary` stores as values.
 */

/** Whether the dictionary `typeCode` has an item with this code. */
export async function dictionaryHasItem(
  db: Queryable,
  typeCode: string,
  itemCode: string,
): Promise<boolean> {
  const result = await db.execute<{ found: number }>(sql`
    select 1 as found from dictionary_data d
    join dictionary_types t on t.id = d.type_id
    where t.en_code = ${typeCode} and d.en_code = ${itemCode}
    limit 1`);
  return result.rows.length > 0;
}

/** The shown name of each item of `typeCode` in `language`, by item code. */
export async function dictionaryItemNames(
  db: Queryable,
  typeCode: string,
  language: Language,
): Promise<Map<string, string>> {
  const result = await db.execute<{ code: string; name: string; zh: string }>(sql`
    select d.en_code as code, d.names ->> ${language} as name, d.full_name as zh
    from dictionary_data d
    join dictionary_types t on t.id = d.type_id
    where t.en_code = ${typeCode}
    order by d.sort_code, d.en_code`);
  return new Map(result.rows.map((row) => [row.code, row.name || row.zh]));
}
