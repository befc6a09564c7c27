/**
 * The chat bench's people: users and signed-in sessions written straight into the database
 * (one argon2 hash for all, one multi-row insert per thousand sessions), so that a thousand
 * clients are ready in about a second and no sign-in rate limit is met on the way.
 */
import { asc, like } from 'drizzle-orm';
import { seedBenchUsers } from '../../packages/server/src/db/bench-users';
import { createDb } from '../../packages/server/src/db/client';
import { runMigrations } from '../../packages/server/src/db/migrate';
import { openDatabase } from '../../packages/server/src/db/open-database';
import { sessions, users } from '../../packages/server/src/db/schema';
import { seed } from '../../packages/server/src/db/seed';
import { newId } from '../../packages/server/src/ids';
import { seedMenusOf } from '../../packages/server/src/kernel/compose-modules';
import { MODULES } from '../../packages/server/src/modules';
import { hashToken, newToken } from '../../packages/server/src/plugins/auth/tokens';
import type { BenchDatabase } from '../bench-database';
import { ADMIN_PASSWORD } from '../sign-in';

export interface BenchUser {
  id: string;
  token: string;
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** `count` users, each with a session of 12 hours, in account order. */
export async function prepareChatUsers(
  database: BenchDatabase,
  count: number,
): Promise<BenchUser[]> {
  const handle = await openDatabase({ ...database, logger: quiet });
  try {
    await runMigrations(handle.pool);
    const db = createDb(handle.pool);
    await seed(db, { adminPassword: ADMIN_PASSWORD, menus: seedMenusOf(MODULES) });
    await seedBenchUsers(db, { count, departments: 1, password: ADMIN_PASSWORD });
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.account, 'bench%'))
      .orderBy(asc(users.account));
    const now = new Date();
    const people = rows.map((row) => ({ id: row.id, token: newToken() }));
    for (let start = 0; start < people.length; start += 1000) {
      await db.insert(sessions).values(
        people.slice(start, start + 1000).map((person) => ({
          id: newId(),
          tokenHash: hashToken(person.token),
          userId: person.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + 12 * 3_600_000),
          ip: '127.0.0.1',
          userAgent: 'bench',
        })),
      );
    }
    return people;
  } finally {
    await handle.close();
  }
}
