import {
  MAX_ALL_ITEMS,
  type BillDateFormat,
  type BillRuleBody,
  type BillRuleBrief,
  type BillRuleListQuery,
  type BillRulePage,
  type BillRuleRecord,
  type StateBody,
  type StateResult,
} from '@mepm/contract';
import { asc, eq, not, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client';
import { codedRecordFields, codedValues } from '../../../kernel/data/coded-record';
import { keywordMatch, keywordOf } from '../../../kernel/data/keyword';
import { found } from '../../../kernel/data/not-found';
import { pagedSelect } from '../../../kernel/data/paged-select';
import type { DataVersions } from '../../../kernel/data/table-versions';
import { optionalText } from '../../../kernel/data/text-fields';
import { badRequest } from '../../../plugins/envelope/api-error';
import { billRules } from './schema';

type BillRuleRow = typeof billRules.$inferSelect;

function toRecord(row: BillRuleRow): BillRuleRecord {
  return {
    id: row.id,
    ...codedRecordFields(row),
    category: row.category,
    prefix: row.prefix,
    // The table's check constraint admits only the formats of the contract.
    dateFormat: row.dateFormat as BillDateFormat,
    digits: row.digits,
    startNumber: row.startNumber,
    currentSequence: row.currentSequence,
    lastOutput: row.lastOutput,
    resetPerPeriod: row.resetPerPeriod,
  };
}

// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A prefix becomes part of every number: no blanks around it and no control characters. */
function prefixText(value: string | undefined): string {
  const text = value?.trim() ?? '';
  if (CONTROL.test(text)) throw badRequest('badFormat', { field: 'prefix' });
  return text;
}

/** The checked columns of a body; the sequence and last number are never taken from it. */
function ruleValues(body: BillRuleBody) {
  return {
    ...codedValues(body),
    category: optionalText(body.category, 'category'),
    prefix: prefixText(body.prefix),
    dateFormat: body.dateFormat,
    digits: body.digits,
    startNumber: body.startNumber,
    resetPerPeriod: body.resetPerPeriod ?? true,
  };
}

export async function listBillRules(
  db: Db,
  query: BillRuleListQuery,
  versions?: DataVersions,
): Promise<BillRulePage> {
  const keyword = keywordOf(query);
  const where =
    keyword === undefined
      ? undefined
      : keywordMatch(keyword, [billRules.enCode, billRules.fullName, billRules.category]);
  const { rows, pagination } = await pagedSelect(db, query, {
    versions,
    table: billRules,
    where,
    rows: (window) =>
      db
        .select()
        .from(billRules)
        .where(where)
        .orderBy(asc(billRules.sortCode), asc(billRules.enCode))
        .limit(window.pageSize)
        .offset(window.offset),
  });
  return { list: rows.map(toRecord), pagination };
}

/** Enabled rules for pickers. */
export function billRuleSelector(db: Db): Promise<BillRuleBrief[]> {
  return db
    .select({
      id: billRules.id,
      enCode: billRules.enCode,
      fullName: billRules.fullName,
      category: billRules.category,
    })
    .from(billRules)
    .where(eq(billRules.enabled, true))
    .orderBy(asc(billRules.sortCode), asc(billRules.enCode))
    .limit(MAX_ALL_ITEMS);
}

export async function readBillRule(db: Db, id: string): Promise<BillRuleRecord> {
  return toRecord(found(await db.select().from(billRules).where(eq(billRules.id, id))));
}

export async function createBillRule(db: Queryable, body: BillRuleBody): Promise<string> {
  const [row] = await db.insert(billRules).values(ruleValues(body)).returning({ id: billRules.id });
  return found(row === undefined ? [] : [row]).id;
}

/**
 * Edits a rule in one statement. Its sequence and last number stay: numbers already issued are
 * never issued again, and a new start number or format takes effect from the next number.
 */
export async function updateBillRule(tx: Tx, id: string, body: BillRuleBody): Promise<void> {
  found(
    await tx
      .update(billRules)
      .set(ruleValues(body))
      .where(eq(billRules.id, id))
      .returning({ id: billRules.id }),
  );
}

/** Deletes a rule; nothing in the product refers to a rule by id. */
export async function deleteBillRule(tx: Tx, id: string): Promise<void> {
  found(await tx.delete(billRules).where(eq(billRules.id, id)).returning({ id: billRules.id }));
}

/** Sets or flips the state in one statement, so that two toggles flip twice. */
export async function setBillRuleState(tx: Tx, id: string, body: StateBody): Promise<StateResult> {
  const enabled = body.enabled === undefined ? not(billRules.enabled) : sql`${body.enabled}`;
  return found(
    await tx
      .update(billRules)
      .set({ enabled: sql`${enabled}` })
      .where(eq(billRules.id, id))
      .returning({ enabled: billRules.enabled }),
  );
}
