import { and, eq, isNull } from 'drizzle-orm';
import { newId } from '../ids';
import { hashPassword, md5Hex } from '../plugins/auth/passwords';
import type { Db } from './client';
import { organizations, users } from './schema';

export interface BenchUsersOptions {
  count: number;
  departments: number;
  /** Every bench user gets this password: hashing once keeps 100k rows fast. */
  password: string;
  /** Rows per multi-row insert; ten inserts share one transaction. */
  batchSize?: number;
}

export interface BenchUsersResult {
  inserted: number;
  departmentIds: string[];
}

const BATCHES_PER_TRANSACTION = 10;

/**
 * Adds `count` users named bench0000001... spread round-robin over `departments` departments
 * (BENCH.D1...) under the first top-level company. Accounts that already exist are skipped, so a
 * second run tops up instead of failing.
 */
export async function seedBenchUsers(
  db: Db,
  options: BenchUsersOptions,
): Promise<BenchUsersResult> {
  const batchSize = options.batchSize ?? 1000;
  const departmentIds = await ensureDepartments(db, options.departments);
  const passwordHash = await hashPassword(md5Hex(options.password));
  let inserted = 0;
  const perTransaction = batchSize * BATCHES_PER_TRANSACTION;
  for (let start = 0; start < options.count; start += perTransaction) {
    const end = Math.min(start + perTransaction, options.count);
    inserted += await db.transaction(async (tx) => {
      let added = 0;
      for (let from = start; from < end; from += batchSize) {
        const rows = [];
        for (let i = from; i < Math.min(from + batchSize, end); i++) {
          const n = String(i + 1).padStart(7, '0');
          rows.push({
            id: newId(),
            account: `bench${n}`,
            realName: `测试用户${n}`,
            passwordHash,
            organizeId: departmentIds[i % departmentIds.length] ?? null,
          });
        }
        const result = await tx
          .insert(users)
          .values(rows)
          .onConflictDoNothing({ target: users.account })
          .returning({ id: users.id });
        added += result.length;
      }
      return added;
    });
  }
  return { inserted, departmentIds };
}

async function ensureDepartments(db: Db, count: number): Promise<string[]> {
  const [company] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(isNull(organizations.parentId), eq(organizations.category, 'company')))
    .limit(1);
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const enCode = `BENCH.D${i}`;
    await db
      .insert(organizations)
      .values({
        enCode,
        fullName: `压测部门${i}`,
        category: 'department',
        parentId: company?.id ?? null,
      })
      .onConflictDoNothing({ target: organizations.enCode });
    const [row] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.enCode, enCode));
    if (row === undefined) throw new Error(`department ${enCode} missing`);
    ids.push(row.id);
  }
  return ids;
}
