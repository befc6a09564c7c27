import type {
  DictionaryImportResult,
  DictionaryTransfer,
  DictionaryTransferItem,
} from '@mepm/contract';
import { validators } from '@mepm/form-engine';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { newId } from '../../../ids';
import { found } from '../../../kernel/data/not-found';
import { badRequest } from '../../../plugins/envelope/api-error';
import { ApiError } from '../../../plugins/envelope/api-error';
import { itemsOf, typeById } from './data-rows';
import { namesOf, storedNames } from './names';
import { dictionaryData, dictionaryTypes } from './schema';

/** A type's items as its JSON file: parents named by code, so the file moves between systems. */
export async function exportData(db: Db, typeId: string): Promise<DictionaryTransfer> {
  const type = await typeById(db, typeId);
  const rows = await itemsOf(db, type.id);
  const codeOf = new Map(rows.map((row) => [row.id, row.enCode]));
  return {
    enCode: type.enCode,
    fullName: type.fullName,
    isTree: type.isTree,
    items: rows.map((row) => ({
      enCode: row.enCode,
      fullName: row.fullName,
      names: storedNames(row),
      parentCode: row.parentId === null ? null : (codeOf.get(row.parentId) ?? null),
      sortCode: row.sortCode,
      enabled: row.enabled,
      description: row.description,
    })),
  };
}

/** One checked item of an import, ready to write. */
interface ImportRow {
  id: string;
  existing: boolean;
  enCode: string;
  fullName: string;
  names: { zhtw: string; en: string };
  parentCode: string | null;
  sortCode: number;
  enabled: boolean;
  description: string;
}

/** The item's own fields, checked; a refusal names the item's place in the file (from 1). */
function checkItem(item: DictionaryTransferItem, row: number) {
  const refuse = (field: string) => badRequest('dictionaryImportBadItem', { row, field });
  if (!validators.code(item.enCode.trim())) throw refuse('enCode');
  try {
    const names = namesOf(item);
    const description = (item.description ?? '').trim();
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(description)) {
      throw refuse('description');
    }
    return { enCode: item.enCode.trim(), ...names, description };
  } catch (error) {
    if (error instanceof ApiError && error.key !== 'dictionaryImportBadItem') {
      throw refuse(String(error.params.field ?? 'fullName'));
    }
    throw error;
  }
}

/**
 * Imports a file into a type: an item whose code the type has is updated, any other created, and
 * each item's parent is set from its `parentCode`. Everything is checked before the first write
 * (codes, names, duplicates, parents, cycles, flat types), then all rows are written in one
 * statement, inside the request's transaction: a refused file writes nothing. The type row is
 * locked, so two imports into one type run one after the other.
 */
export async function importData(
  tx: Tx,
  typeId: string,
  file: DictionaryTransfer,
): Promise<DictionaryImportResult> {
  const type = found(
    await tx.select().from(dictionaryTypes).where(eq(dictionaryTypes.id, typeId)).for('update'),
  );
  const existing = await itemsOf(tx, type.id);
  const existingByCode = new Map(existing.map((row) => [row.enCode, row]));
  const codeOfId = new Map(existing.map((row) => [row.id, row.enCode]));
  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  file.items.forEach((item, index) => {
    const row = index + 1;
    const checked = checkItem(item, row);
    if (seen.has(checked.enCode)) {
      throw badRequest('dictionaryImportDuplicate', { row, code: checked.enCode });
    }
    seen.add(checked.enCode);
    const parentCode = item.parentCode?.trim() || null;
    if (parentCode !== null && !type.isTree) throw badRequest('dictionaryImportNotTree', { row });
    const current = existingByCode.get(checked.enCode);
    rows.push({
      ...checked,
      id: current?.id ?? newId(),
      existing: current !== undefined,
      parentCode,
      sortCode: item.sortCode ?? 0,
      enabled: item.enabled ?? true,
    });
  });

  // The parents after the import: the file's items as given, the type's other items as they are.
  const parentCodeOf = new Map<string, string | null>(
    existing.map((row) => [
      row.enCode,
      row.parentId === null ? null : (codeOfId.get(row.parentId) ?? null),
    ]),
  );
  for (const row of rows) parentCodeOf.set(row.enCode, row.parentCode);
  const idOfCode = new Map<string, string>(existing.map((row) => [row.enCode, row.id]));
  for (const row of rows) idOfCode.set(row.enCode, row.id);
  rows.forEach((row, index) => {
    if (row.parentCode === null) return;
    if (!idOfCode.has(row.parentCode)) {
      throw badRequest('dictionaryImportParentMissing', { row: index + 1, code: row.parentCode });
    }
    for (let cur: string | null = row.parentCode, steps = 0; cur !== null; steps++) {
      if (cur === row.enCode || steps > parentCodeOf.size) {
        throw badRequest('dictionaryImportParentCycle', { row: index + 1 });
      }
      cur = parentCodeOf.get(cur) ?? null;
    }
  });

  if (rows.length > 0) {
    // Foreign keys are checked at the end of the statement, so a parent may follow its child.
    await tx
      .insert(dictionaryData)
      .values(
        rows.map((row) => ({
          id: row.id,
          typeId: type.id,
          parentId: row.parentCode === null ? null : (idOfCode.get(row.parentCode) ?? null),
          enCode: row.enCode,
          fullName: row.fullName,
          names: row.names,
          sortCode: row.sortCode,
          enabled: row.enabled,
          description: row.description,
        })),
      )
      .onConflictDoUpdate({
        target: [dictionaryData.typeId, dictionaryData.enCode],
        set: {
          parentId: sql`excluded.parent_id`,
          fullName: sql`excluded.full_name`,
          names: sql`excluded.names`,
          sortCode: sql`excluded.sort_code`,
          enabled: sql`excluded.enabled`,
          description: sql`excluded.description`,
          updatedAt: sql`now()`,
        },
      });
  }
  const updated = rows.filter((row) => row.existing).length;
  return { created: rows.length - updated, updated };
}
